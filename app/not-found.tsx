import type { Metadata } from 'next';
import { LinkList } from '@/components/link-list/link-list';
import { NotFoundMessage } from '@/components/not-found-message/not-found-message';
import { SiteShell } from '@/components/site-shell/site-shell';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for is not on our website. Find admissions, academics, news and contact details from here.',
  robots: { index: false, follow: true },
};

const helpfulLinks = [
  { href: '/', label: 'Home page' },
  { href: '/onlineadmission', label: 'Apply for admission online' },
  { href: '/news', label: 'News and events' },
  { href: '/contact', label: 'Contact the school office' },
];

/** The site's 404 page; the server answers unknown paths with this file and status 404. In the English frame (the root layout has none). */
export default function NotFound() {
  return (
    <SiteShell lang="en">
      <div className={`container ${styles.wrap}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <NotFoundMessage
          generic={
            <>
              <h1>Page not found</h1>
              <p className={styles.lead}>We could not find that page. It may have moved, or the address may have a typing mistake.</p>
              <LinkList links={helpfulLinks} className={styles.links} />
            </>
          }
          blog={
            <>
              <h1>Blog not found</h1>
              <p className={styles.lead}>The blog you&apos;re looking for doesn&apos;t exist or has been moved.</p>
              <p className={styles.links}>
                <a href="/blogs">Back to Blogs</a>
              </p>
            </>
          }
        />
      </div>
    </SiteShell>
  );
}
