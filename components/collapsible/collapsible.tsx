import styles from './collapsible.module.css';

interface CollapsibleProps {
  /** The always-visible label that toggles the panel. */
  summary: React.ReactNode;
  children: React.ReactNode;
  /**
   * Items sharing a name form an exclusive accordion: the browser closes the others when one opens.
   * Without a name each item toggles on its own.
   */
  name?: string;
  className?: string;
}

/**
 * A native details/summary panel, closed at first: keyboard operable, announced as expanded or collapsed,
 * working without JavaScript, and its text is in the HTML for readers and search engines.
 */
export function Collapsible({ summary, children, name, className }: CollapsibleProps) {
  return (
    <details className={`${styles.item} ${className ?? ''}`} name={name}>
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
