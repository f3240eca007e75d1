import { ContentPage } from '@/components/content-page/content-page';
import { VisibilityVideo } from '@/components/visibility-video/visibility-video';
import { getVideo } from '@/lib/content/videos';
import { pageMetadata } from '@/lib/seo';
import videoStyles from '../video.module.css';
import styles from './schoolhistory.module.css';

export const metadata = pageMetadata('/schoolhistory');

export default function SchoolHistoryPage() {
  const video = getVideo('schoolHistory');
  return (
    <ContentPage slug="schoolhistory" eyebrow="About Us" className={styles.layout}>
      <figure className={styles.figure}>
        <VisibilityVideo className={videoStyles.video} sources={video.sources} poster={video.poster} label={video.label} />
        <figcaption>{video.label}. It plays, muted, while it is on screen.</figcaption>
      </figure>
    </ContentPage>
  );
}
