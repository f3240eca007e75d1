import { apiUrl } from '@/lib/forms/api';
import { lookupWords, type LookupWords } from '@/lib/forms/status-lookup-fields';
import { LANGUAGE_FIELD } from '@/lib/forms/texts/types';
import { FormField } from './form-field';
import styles from './forms.module.css';

/**
 * "Send me my link again": a plain form (no island, no script) that asks the server to mail a fresh link to the
 * application's page to the e-mail address given in it. The answer page says the same whether or not the reference exists.
 * In the page's language (`words`), which it posts with the reference.
 */
export function LinkResendForm({ words = lookupWords }: { words?: LookupWords }) {
  return (
    <form method="post" action={apiUrl('/status/link')} className={styles.form} aria-labelledby="link-resend-heading">
      {words.lang === 'en' ? null : <input type="hidden" name={LANGUAGE_FIELD} value={words.lang} />}
      <FormField
        id="resend-reference"
        name="reference"
        label={words.labels.reference}
        hint={words.hints.reference}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <button type="submit" className="button">
        {words.resend}
      </button>
    </form>
  );
}
