import { PageHeader } from '@/components/page-header/page-header';
import type { PageContent } from '@/lib/content/pages';

interface TextPageProps {
  page: PageContent;
  eyebrow: string;
  /** Extra content after the markdown body, e.g. office hours from the site file. */
  children?: React.ReactNode;
}

/** A page made of one markdown file from content/pages/: the header, then the rendered body. */
export function TextPage({ page, eyebrow, children }: TextPageProps) {
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow={eyebrow} />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        {children}
      </div>
    </>
  );
}
