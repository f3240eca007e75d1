import { SocialIcon } from '@/components/icons/icons';
import { shareLinks } from '@/lib/share';
import styles from './share-links.module.css';

interface ShareLinksProps {
  /** The page's canonical address. */
  url: string;
  title: string;
}

/** Plain links to the networks' share pages: no scripts, no tracking until a reader clicks. */
export function ShareLinks({ url, title }: ShareLinksProps) {
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        Share this article
      </h2>
      <ul className={styles.list}>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={link.network} />
              <span>
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
