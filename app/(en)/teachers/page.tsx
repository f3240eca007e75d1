import { ContentPage } from '@/components/content-page/content-page';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { getTeacherGroups } from '@/lib/content/teachers';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import grid from '@/components/card-grid/card-grid.module.css';

export const metadata = pageMetadata('/teachers');

/**
 * Portraits with a blurred preview: the first screenful on any width (two rows of five). The other sixty load
 * lazily long before they are scrolled to, and their previews would cost the page 2.9 KB of compressed HTML,
 * a second round trip for the whole page on a slow connection.
 */
const PREVIEW_PORTRAITS = 10;

function groupId(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export default function TeachersPage() {
  const groups = getTeacherGroups();
  // Each teacher's place in the whole page, across the groups.
  const order = new Map(groups.flatMap((group) => group.teachers).map((teacher, index) => [teacher.id, index]));
  return (
    <ContentPage slug="teachers" eyebrow="About Us">
      {groups.map((group) => (
        <section key={group.title} className="section" aria-labelledby={groupId(group.title)} data-group={group.title}>
          <h2 id={groupId(group.title)}>
            {group.title} <span className={grid.meta}>({group.teachers.length})</span>
          </h2>
          {group.intro ? <p>{group.intro}</p> : null}
          <ul className={`${grid.grid} ${grid.people}`}>
            {group.teachers.map((teacher) => (
              <li key={teacher.id} className={`${grid.card} ${grid.person}`} data-teacher-id={teacher.id}>
                <ResponsiveImage
                  image={getImage(teacher.image)}
                  alt={`Photo of ${teacher.name}`}
                  sizes="(max-width: 420px) 45vw, 200px"
                  placeholder={order.get(teacher.id)! < PREVIEW_PORTRAITS}
                />
                <div className={grid.body}>
                  <h3>{teacher.name}</h3>
                  <p className={grid.meta}>{teacher.designation}</p>
                  <p className={grid.meta}>{teacher.qualification}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}
