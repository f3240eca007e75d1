import { HONEYPOT_FIELD } from '@/lib/forms/rules';
import { useFormTexts } from './form-texts';
import styles from './forms.module.css';

/** A field only bots fill: kept off screen and out of the tab order; people never see it. */
export function Honeypot({ id }: { id: string }) {
  const { ui } = useFormTexts();
  return (
    <div className={styles.honeypot}>
      <label htmlFor={id}>{ui.honeypot}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
