import { getFaq } from '@/lib/content/faq';
import { pageMetadata } from '@/lib/seo';
import { Faq } from './faq';

export const metadata = pageMetadata('/faq');

export default function FaqPage() {
  return <Faq faq={getFaq()} path="/faq" lang="en" />;
}
