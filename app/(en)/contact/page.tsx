import { pageMetadata } from '@/lib/seo';
import { Contact } from './contact';

export const metadata = pageMetadata('/contact');

export default function ContactPage() {
  return <Contact lang="en" />;
}
