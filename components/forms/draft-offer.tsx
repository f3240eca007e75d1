import { fillText } from '@/lib/forms/texts/render';
import { useFormTexts } from './form-texts';
import { useSendWords } from './send-notes';
import styles from './forms.module.css';

/** "27 Nov 2026, 3:45 pm": when a draft was saved, in the family's own time and language. */
function draftDate(savedAt: string, locale: string): string {
  return new Date(savedAt).toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The offer of a draft kept on this phone: shown once the island has woken (the built HTML cannot know of it). */
export function DraftOffer({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { locale } = useFormTexts();
  const { ui } = useSendWords();
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
