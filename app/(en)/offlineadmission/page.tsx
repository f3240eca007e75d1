import { pageMetadata } from '@/lib/seo';
import { OfflineAdmission } from './offline-admission';

export const metadata = pageMetadata('/offlineadmission');

export default function OfflineAdmissionPage() {
  return <OfflineAdmission lang="en" />;
}
