import type { PageContent } from '@/lib/content/pages';
import styles from './home.module.css';

interface WelcomeProps {
  /** The line above the heading: board, medium, year of founding. */
  eyebrow: React.ReactNode;
  /** The page text (content/pages/en/home.md, or its Marathi translation in content/pages/mr/). */
  welcome: PageContent;
  apply: { href: string; label: string };
  download: { href: string; label: string; hrefLang?: string };
  /** What follows the two buttons (the English page's disclosure links). */
  children?: React.ReactNode;
}

/** The home page's opening section, in English (/) and in Marathi (/mr): the school in a few lines, and the way to apply. */
export function Welcome({ eyebrow, welcome, apply, download, children }: WelcomeProps) {
  return (
    <section className={`section container ${styles.welcome}`} aria-labelledby="welcome-heading">
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="welcome-heading">{welcome.heading}</h1>
      {welcome.intro ? <p className={styles.lead}>{welcome.intro}</p> : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: welcome.html }} />
      <p className={styles.actions}>
        <a className="button" href={apply.href}>
          {apply.label}
        </a>
        <a className="button button-secondary" href={download.href} download hrefLang={download.hrefLang}>
          {download.label}
        </a>
      </p>
      {children}
    </section>
  );
}
