/**
 * What a static host publishes (scripts/static-export.sh, the git hosts' static-export jobs): the built pages'
 * forms post to NEXT_PUBLIC_API_BASE as the build had it (the form service's address; this site's own /api when
 * unset), the site script reports to the same place, and out/_headers lets every page post and connect there.
 * The suite's one build leaves it unset; the static-export job's build is checked by building as it does and
 * running this file alone on that out/ with the same setting:
 *   SITE_URL=https://www.school.example NEXT_PUBLIC_API_BASE=https://forms.example.org/api bash scripts/static-export.sh
 *   E2E_SKIP_BUILD=1 NEXT_PUBLIC_API_BASE=https://forms.example.org/api npx jest -c jest.e2e.config.js e2e/static-export.e2e.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiUrl } from '@/lib/forms/api';
import { relativePosix, walkFiles } from '@/lib/walk-files';
import { findElements } from '@/scripts/lib/html';
import { ISLANDS_DIR } from '@/lib/islands/contract';
import { apiOrigin } from '@/server/core/site-policy';

const OUT = path.join(process.cwd(), 'out');
/** Where this build's forms post: the same function the pages were built with, under the same environment. */
const base = apiUrl('');
const origin = apiOrigin(base);

const pages = [...walkFiles(OUT, { extension: '.html' })].map((file) => ({ page: relativePosix(OUT, file), html: fs.readFileSync(file, 'utf8') }));

describe(`the static export posts its forms to ${base}`, () => {
  it('every form that posts, on every page, posts under it', () => {
    const forms = pages.flatMap(({ page, html }) =>
      findElements(html, ['form'])
        .filter((form) => form.attributes.method?.toLowerCase() === 'post')
        .map((form) => ({ page, action: form.attributes.action })),
    );
    expect(forms.filter((form) => !form.action?.startsWith(`${base}/`))).toEqual([]);
    // The contact box of every page and each form page's own form are among them.
    const endpoints = new Set(forms.map((form) => form.action.slice(base.length)));
    expect([...endpoints]).toEqual(expect.arrayContaining(['/enquiries', '/admissions', '/careers', '/contact', '/status']));
    expect(forms.length).toBeGreaterThan(pages.length / 2);
  });

  it('the site script of every page reports there too', () => {
    const bases = pages.flatMap(({ html }) => findElements(html, ['script']).flatMap((script) => script.attributes['data-api-base'] ?? []));
    expect(bases.length).toBeGreaterThan(pages.length / 2);
    expect(new Set(bases)).toEqual(new Set([base]));
  });

  it("out/_headers lets each page post and connect to that origin, and to no other (a static host's CSP)", () => {
    const policies = fs
      .readFileSync(path.join(OUT, '_headers'), 'utf8')
      .split('\n')
      .filter((line) => line.trim().startsWith('Content-Security-Policy:') && line.includes('form-action'));
    expect(policies.length).toBeGreaterThan(pages.length / 2);
    const sources = (policy: string, directive: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === directive)
        ?.slice(1);
    const allowed = origin ? ["'self'", origin] : ["'self'"];
    for (const policy of policies) {
      expect(sources(policy, 'form-action')).toEqual(allowed);
      expect(sources(policy, 'connect-src')).toEqual(allowed);
    }
  });

  it('the islands, which post from script, were built with it', () => {
    const chunks = [...walkFiles(path.join(OUT, ISLANDS_DIR), { extension: '.js' })];
    expect(chunks.some((file) => fs.readFileSync(file, 'utf8').includes(base))).toBe(true);
  });
});
