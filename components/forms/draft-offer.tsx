import { fillText } from '@/lib/forms/texts/fill';
import type { SendWords } from '@/lib/forms/texts/types';
import styles from './forms.module.css';

/** "27 Nov 2026, 3:45 pm": when a draft was saved, in the family's own time and language. */
function draftDate(savedAt: string, locale: string): string {
  return new Date(savedAt).toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The offer of a draft kept on this phone: shown once the island has woken (the built HTML cannot know of it). */
export function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
  locale,
  words: ui,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
  /** The form's locale (the day written its way) and a send's words, in its language. */
  locale: string;
  words: SendWords['ui'];
}) {
  const when = draftDate(savedAt, locale);
  return (
    <div className={styles.draftOffer} role="group" aria-label={ui.draftGroup}>
      <p>{fillText(ui.draftText, { when })}</p>
      <div className={styles.draftActions}>
        <button type="button" className="button" onClick={onRestore}>
          {fillText(ui.draftRestore, { when })}
        </button>
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          {ui.draftDiscard}
        </button>
      </div>
    </div>
  );
}
