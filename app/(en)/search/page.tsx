import { PageHeader } from '@/components/page-header/page-header';
import { SearchPageBody } from '@/components/site-search/site-search';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/search');

/** The search page: a shell the form service fills with results for /search?q= (server/features/search/plugin.ts). */
export default function SearchPage() {
  return (
    // Not a result of its own search.
    <div data-pagefind-ignore="all">
      <PageHeader title="Search" intro="Find any page of the school's website: admissions, fees, transport, teachers, rules, news and more." />
      <div className="section container">
        <SearchPageBody />
      </div>
    </div>
  );
}
