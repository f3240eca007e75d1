/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getAllRoutes } from '@/lib/all-routes';
import { getSite } from '@/lib/content/site';
import { mainNavigation } from '@/lib/navigation';
import { routeInfo, routesFor, schoolFacts, staticRoutes } from '@/lib/routes';

/** Static page routes found in app/: `app/rules/page.tsx` is `/rules`; route groups `(x)` add nothing. */
function pageRoutesInApp(dir: string, prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') routes.push(prefix || '/');
    if (!entry.isDirectory()) continue;
    // Dynamic segments are listed by their content loaders in lib/all-routes.ts.
    if (entry.name.startsWith('[')) continue;
    const segment = entry.name.startsWith('(') ? '' : `/${entry.name}`;
    routes.push(...pageRoutesInApp(path.join(dir, entry.name), `${prefix}${segment}`));
  }
  return routes;
}

describe('route list', () => {
  const appRoutes = pageRoutesInApp(path.join(process.cwd(), 'app')).sort();

  it('has an entry for every page in app/ and a page for every entry', () => {
    expect(staticRoutes.map((route) => route.path).sort()).toEqual(appRoutes);
  });

  it('gives every route a unique path, a title and a useful description', () => {
    const paths = getAllRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of getAllRoutes()) {
      expect(route.title.length).toBeGreaterThan(2);
      expect(route.description.length).toBeGreaterThanOrEqual(50);
      expect(route.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('refuses a path that is not registered', () => {
    expect(() => routeInfo('/no-such-page')).toThrow('lib/site-map.ts has no entry for /no-such-page');
  });

  it("writes the school's name and place from content/site.yml, never from the route list", () => {
    const site = getSite();
    const other = {
      name: 'Green Meadows Public School',
      shortName: 'Green Meadows',
      area: 'Kothrud',
      city: 'Nashik',
      board: 'ICSE',
      medium: 'Marathi',
      established: 2001,
    };
    const texts = routesFor(other).flatMap((route) => [route.title, route.description]);
    for (const fact of [site.name, site.shortName, site.address.area, site.address.city, String(site.established)]) {
      expect(texts.filter((text) => text.includes(fact))).toEqual([]);
    }
    expect(routesFor(other).find((route) => route.path === '/')?.title).toBe('ICSE Marathi Medium School in Kothrud, Nashik');
    expect(routesFor(schoolFacts(site))).toEqual(staticRoutes);
  });

  it('labels every menu link to a page as the registry does, and links only registered pages', () => {
    const paths = new Set(staticRoutes.map((route) => route.path));
    const links = mainNavigation([]).flatMap((entry) => ('items' in entry ? entry.items : [entry]));
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(paths.has(link.href)).toBe(true);
  });
});
