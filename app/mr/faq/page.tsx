import { getFaq } from '@/lib/content/faq';
import { pageMetadata } from '@/lib/seo';
import { Faq } from '../../(en)/faq/faq';

export const metadata = pageMetadata('/mr/faq');

/** The FAQ in Marathi (issue 35): the `mr:` texts of content/faq.yml in the English page's accordion. */
export default function MarathiFaqPage() {
  const faq = getFaq(undefined, 'mr');
  if (!faq) throw new Error('content/faq.yml: the Marathi questions (mr:) that /mr/faq shows are missing');
  return <Faq faq={faq} path="/mr/faq" lang="mr" />;
}
