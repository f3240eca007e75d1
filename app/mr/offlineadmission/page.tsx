import { pageMetadata } from '@/lib/seo';
import { OfflineAdmission } from '../../(en)/offlineadmission/offline-admission';

export const metadata = pageMetadata('/mr/offlineadmission');

/** The offline admission in Marathi (issue 35): the English page's parts with the Marathi text. */
export default function MarathiOfflineAdmissionPage() {
  return <OfflineAdmission lang="mr" />;
}
