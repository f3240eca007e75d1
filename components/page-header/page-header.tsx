import styles from './page-header.module.css';

interface PageHeaderProps {
  /** Text, or text with a part in another language marked up (e.g. a Marathi span with lang="mr"). */
  title: React.ReactNode;
  /** A short line under the heading. */
  intro?: React.ReactNode;
  /** Small label above the heading, e.g. the navigation section. */
  eyebrow?: string;
}

/** The banner at the top of an inner page, holding its single h1. */
export function PageHeader({ title, intro, eyebrow }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className="container">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
    </div>
  );
}
