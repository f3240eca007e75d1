import { NewsTabs } from '@/components/news-tabs/news-tabs';
import { PageHeader } from '@/components/page-header/page-header';
import { getAllNews } from '@/lib/content/news';
import { getImage } from '@/lib/images';
import { formatDate } from '@/lib/news-text';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/news');

export default function NewsPage() {
  const items = getAllNews().map((item) => ({ ...item, dateLabel: formatDate(item.date), image: getImage(item.image) }));
  return (
    <>
      <PageHeader title="News" intro="Celebrations, competitions, results and notices, month by month." eyebrow="What's Happening" />
      <div className="section container">
        <NewsTabs items={items} />
        <p>
          <a href="/events">See all dates on the events calendar</a>
        </p>
      </div>
    </>
  );
}
