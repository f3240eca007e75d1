import { pageMetadata } from '@/lib/seo';
import { OnlineAdmission } from './online-admission';

export const metadata = pageMetadata('/onlineadmission');

export default function OnlineAdmissionPage() {
  return <OnlineAdmission lang="en" />;
}
