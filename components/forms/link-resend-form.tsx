import { apiUrl } from '@/lib/forms/api';
import { lookupHints } from '@/lib/forms/status-lookup-fields';
import { FormField } from './form-field';
import styles from './forms.module.css';

/**
 * "Send me my link again": a plain form (no island, no script) that asks the server to mail a fresh link to the
 * application's page to the e-mail address given in it. The answer page says the same whether or not the reference exists.
 */
export function LinkResendForm() {
  return (
    <form method="post" action={apiUrl('/status/link')} className={styles.form} aria-labelledby="link-resend-heading">
      <FormField
        id="resend-reference"
        name="reference"
        label="Reference number"
        hint={lookupHints.reference}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <button type="submit" className="button">
        Send me my link again
      </button>
    </form>
  );
}
