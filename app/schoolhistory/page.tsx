import { PageHeader } from '@/components/page-header/page-header';
import { VisibilityVideo } from '@/components/visibility-video/visibility-video';
import { getPageContent } from '@/lib/content/pages';
import { getVideo } from '@/lib/content/videos';
import { pageMetadata } from '@/lib/seo';
import styles from './schoolhistory.module.css';

export const metadata = pageMetadata('/schoolhistory');

export default async function SchoolHistoryPage() {
  const page = await getPageContent('schoolhistory');
  const video = getVideo('schoolHistory');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="About Us" />
      <div className={`section container ${styles.layout}`}>
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <figure className={styles.figure}>
          <VisibilityVideo className={styles.video} sources={video.sources} poster={video.poster} label={video.label} />
          <figcaption>{video.label}. It plays, muted, while it is on screen.</figcaption>
        </figure>
      </div>
    </>
  );
}
