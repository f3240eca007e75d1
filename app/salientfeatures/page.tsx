import { PageHeader } from '@/components/page-header/page-header';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getFeatures } from '@/lib/content/features';
import { getPageContent } from '@/lib/content/pages';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import grid from '@/components/card-grid/card-grid.module.css';

export const metadata = pageMetadata('/salientfeatures');

export default async function SalientFeaturesPage() {
  const page = await getPageContent('salientfeatures');
  const features = getFeatures();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="About Us" />
      <div className="section container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        <ul className={grid.grid} aria-label="Salient features">
          {features.map((feature) => (
            <li key={feature.title} className={grid.card} data-feature>
              <ResponsiveImage image={getImage(feature.image)} alt={feature.alt} sizes="(max-width: 599px) 92vw, 320px" />
              <div className={grid.body}>
                <h2 className={grid.cardTitle}>{feature.title}</h2>
                <p>{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
