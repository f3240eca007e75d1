import { pageMetadata } from '@/lib/seo';
import { AdmissionStatus } from './admission-status';

export const metadata = pageMetadata('/admission-status');

export default function AdmissionStatusPage() {
  return <AdmissionStatus />;
}
