import type { Site } from '@/lib/content/site';
import { phoneDigits } from '@/lib/content/site';
import { DownloadIcon, MailIcon, PhoneIcon } from '@/components/icons/icons';
import { SHELL_WORDS, type ShellWords } from '@/components/site-shell/shell-words';
import styles from './top-bar.module.css';

interface TopBarProps {
  site: Site;
  /** Its words in the page's language (English unless told). */
  words?: ShellWords['topBar'];
  /** The language of the application form, when not the page's (a Marathi page's link to the English PDF). */
  formLang?: string;
}

/** Contact links and the application form download, above the header (announcements are notices: components/notices/). */
export function TopBar({ site, words = SHELL_WORDS.en.topBar, formLang }: TopBarProps) {
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.inner}`}>
        <ul className={`inline-list ${styles.contacts}`} aria-label={words.contactSchool}>
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
        <a className={styles.download} href={site.applicationFormPdf} download hrefLang={formLang}>
          <DownloadIcon size={16} />
          {words.downloadForm}
        </a>
      </div>
    </div>
  );
}
