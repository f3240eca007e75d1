import { BlogCard } from '@/components/blog-card/blog-card';
import { PageHeader } from '@/components/page-header/page-header';
import { getPostSummaries } from '@/lib/content/blog';
import { getImage } from '@/lib/images';
import { FEED_PATH, withBlogFeed } from '@/lib/feed';
import { pageMetadata } from '@/lib/seo';
import styles from './blogs.module.css';

export const metadata = withBlogFeed(pageMetadata('/blogs'));

export default function BlogsPage() {
  const posts = getPostSummaries();
  return (
    <>
      <PageHeader title="Blogs" intro="Advice for parents from our teachers, counsellors and librarian." eyebrow="What's Happening" />
      <div className="section container">
        <div className={styles.grid}>
          {posts.map((post) => (
            <BlogCard key={post.url} title={post.title} description={post.description} path={post.path} image={getImage(post.image)} imageAlt={post.imageAlt} />
          ))}
        </div>
        <p className={styles.feed}>
          <a href={FEED_PATH}>Subscribe to the blog (RSS feed)</a>
        </p>
      </div>
    </>
  );
}
