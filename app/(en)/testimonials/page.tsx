import { PageHeader } from '@/components/page-header/page-header';
import { getTestimonials } from '@/lib/content/testimonials';
import { pageMetadata } from '@/lib/seo';
import styles from './testimonials.module.css';

export const metadata = pageMetadata('/testimonials');

export default function TestimonialsPage() {
  const testimonials = getTestimonials();
  return (
    <>
      <PageHeader title={testimonials.heading} intro={testimonials.intro} />
      <div className="section container">
        <ul className={styles.list}>
          {testimonials.items.map((item) => (
            <li key={item.name}>
              <figure className={styles.card}>
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  <span className={styles.name}>{item.name}</span>
                  {item.role}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
