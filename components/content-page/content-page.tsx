import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';

interface ContentPageProps {
  /** The page's text: `content/pages/en/<slug>.md` (heading, intro and body). */
  slug: string;
  /** Small label above the heading, e.g. the navigation section. */
  eyebrow?: string;
  /** What the page shows after its text, in the same section (a grid of cards, a video). */
  children?: React.ReactNode;
  /** Sections of their own after the main one (a form, a banner). */
  after?: React.ReactNode;
  /** A layout class for the main section, e.g. text beside a figure. */
  className?: string;
}

/** An inner page whose words live in content/pages: the banner with its h1, the text, then what the page adds. */
export async function ContentPage({ slug, eyebrow, children, after, className }: ContentPageProps) {
  const page = await getPageContent(slug);
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow={eyebrow} />
      <div className={className ? `section container ${className}` : 'section container'}>
        {page.html ? <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} /> : null}
        {children}
      </div>
      {after}
    </>
  );
}
