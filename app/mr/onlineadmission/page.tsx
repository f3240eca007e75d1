import { pageMetadata } from '@/lib/seo';
import { OnlineAdmission } from '../../(en)/onlineadmission/online-admission';

export const metadata = pageMetadata('/mr/onlineadmission');

/** The online admission in Marathi (issue 35): the English page's parts, and the form in Marathi (its own island). */
export default function MarathiOnlineAdmissionPage() {
  return <OnlineAdmission lang="mr" />;
}
