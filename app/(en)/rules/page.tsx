import { Collapsible } from '@/components/collapsible/collapsible';
import { PageHeader } from '@/components/page-header/page-header';
import { getRules } from '@/lib/content/rules';
import { pageMetadata } from '@/lib/seo';
import styles from './rules.module.css';

export const metadata = pageMetadata('/rules');

export default function RulesPage() {
  const rules = getRules();
  return (
    <>
      <PageHeader title={rules.heading} intro={rules.intro} eyebrow="Learning" />
      <div className={`section container ${styles.rules}`}>
        {rules.sections.map((section) => (
          // No shared name: each section opens and closes on its own (SPEC section 4).
          <Collapsible key={section.title} summary={<h2>{section.title}</h2>}>
            <ol className={styles.list}>
              {section.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </Collapsible>
        ))}
      </div>
    </>
  );
}
