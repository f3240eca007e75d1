/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getAllRoutes } from '@/lib/all-routes';
import { routeInfo, staticRoutes } from '@/lib/routes';

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
    expect(() => routeInfo('/no-such-page')).toThrow('lib/routes.ts has no entry for /no-such-page');
  });
});
