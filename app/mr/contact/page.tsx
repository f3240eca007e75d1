import { pageMetadata } from '@/lib/seo';
import { Contact } from '../../(en)/contact/contact';

export const metadata = pageMetadata('/mr/contact');

/** Contact in Marathi (issue 35): the English page's parts with the Marathi text. */
export default function MarathiContactPage() {
  return <Contact lang="mr" />;
}
