import styles from './forms.module.css';

/** "27 Nov 2026, 3:45 pm": when a draft was saved, in the family's own time. */
function draftDate(savedAt: string): string {
  return new Date(savedAt).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The offer of a draft kept on this phone: shown once the island has woken (the built HTML cannot know of it). */
export function DraftOffer({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const when = draftDate(savedAt);
  return (
    <div className={styles.draftOffer} role="group" aria-label="What you typed before">
      <p>You started this form on this phone on {when}. Your answers were kept here (files and the consent box are not kept).</p>
      <div className={styles.draftActions}>
        <button type="button" className="button" onClick={onRestore}>
          Restore what you typed on {when}
        </button>
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          Start again
        </button>
      </div>
    </div>
  );
}
