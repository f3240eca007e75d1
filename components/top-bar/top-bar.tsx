import type { Site } from '@/lib/content/site';
import { phoneDigits } from '@/lib/content/site';
import { DownloadIcon, MailIcon, PhoneIcon } from '@/components/icons/icons';
import styles from './top-bar.module.css';

interface TopBarProps {
  site: Site;
}

/** Contact links and the application form download, above the header (announcements are notices: components/notices/). */
export function TopBar({ site }: TopBarProps) {
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.inner}`}>
        <ul className={`inline-list ${styles.contacts}`} aria-label="Contact the school">
          <li>
            <a href={`mailto:${site.contact.email}`}>
              <MailIcon size={16} />
              <span>{site.contact.email}</span>
            </a>
          </li>
          <li>
            <a href={`tel:+${phoneDigits(site.contact.phone)}`}>
              <PhoneIcon size={16} />
              <span>{site.contact.phone}</span>
            </a>
          </li>
        </ul>
        <a className={styles.download} href={site.applicationFormPdf} download>
          <DownloadIcon size={16} />
          Download Application Form
        </a>
      </div>
    </div>
  );
}
