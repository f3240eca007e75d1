import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AltSection } from '@/components/alt-section/alt-section';
import { BlogCard } from '@/components/blog-card/blog-card';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { JsonLd } from '@/components/json-ld/json-ld';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { ShareLinks } from '@/components/share-links/share-links';
import { getPostBySlug, getPostSlugs, getRelatedPosts } from '@/lib/content/blog';
import { getSite } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/env';
import { variantFor } from '@/lib/image-srcset';
import { getImage } from '@/lib/images';
import { formatDate } from '@/lib/news-text';
import { withBlogFeed } from '@/lib/feed';
import { metadataFor } from '@/lib/seo';
import styles from './post.module.css';

interface BlogPostPageProps {
  params: Promise<{ url: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getPostSlugs().map((url) => ({ url }));
}

export async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
  const { url } = await params;
  const post = await getPostBySlug(url);
  if (!post) return {};
  const image = variantFor(getImage(post.image).variants, 1200).webp;
  const base = metadataFor(post, image);
  return withBlogFeed({ ...base, openGraph: { ...base.openGraph, type: 'article', publishedTime: post.date.toISOString(), authors: [post.author] } });
}

export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const { url } = await params;
  const post = await getPostBySlug(url);
  if (!post) notFound();
  const site = getSite();
  const image = getImage(post.image);
  const canonical = absoluteUrl(post.path);
  const isoDate = post.date.toISOString().slice(0, 10);
  const related = getRelatedPosts(post.url);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: absoluteUrl(variantFor(image.variants, 1200).webp),
    datePublished: isoDate,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'EducationalOrganization', name: site.name, url: absoluteUrl('/') },
    mainEntityOfPage: canonical,
    url: canonical,
  };
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Blogs', href: '/blogs' }, { label: post.title }]} currentPath={post.path} />
      </div>
      <article className={`container ${styles.article}`}>
        <header className={styles.header}>
          <p className={styles.topheading}>{post.topheading}</p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.meta}>
            By {post.author} · <time dateTime={isoDate}>{formatDate(isoDate)}</time>
          </p>
        </header>
        <ResponsiveImage image={image} alt={post.imageAlt} sizes="(max-width: 1032px) calc(100vw - 2rem), 1000px" priority className={styles.hero} />
        <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: post.html }} />
        <ShareLinks url={canonical} title={post.title} />
        <JsonLd data={structured} />
      </article>
      <AltSection labelledBy="related-heading">
        <h2 id="related-heading">Related articles</h2>
        <div className={styles.related}>
          {related.map((other) => (
            <BlogCard
              key={other.url}
              title={other.title}
              description={other.description}
              path={other.path}
              image={getImage(other.image)}
              imageAlt={other.imageAlt}
              headingLevel={3}
            />
          ))}
        </div>
      </AltSection>
      <section className={`section container ${styles.cta}`} aria-labelledby="contact-heading">
        <h2 id="contact-heading">Have a question about admissions or your child?</h2>
        <p>Our office is open {site.contact.officeHours}. We are happy to talk.</p>
        <a className="button" href="/contact">
          Contact Us
        </a>
      </section>
    </>
  );
}
