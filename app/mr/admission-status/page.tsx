import { pageMetadata } from '@/lib/seo';
import { AdmissionStatus } from '../../(en)/admission-status/admission-status';

export const metadata = pageMetadata('/mr/admission-status');

/** "Track your application" in Marathi (issue 35): the look-up, its answer and the link resend speak Marathi. */
export default function MarathiAdmissionStatusPage() {
  return <AdmissionStatus lang="mr" />;
}
