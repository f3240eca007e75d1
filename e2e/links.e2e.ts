import { absoluteUrl } from '@/lib/env';
import { baseUrl } from './lib/browser';
import { routes } from './lib/routes';

/**
 * No link that leads nowhere: every internal address a built page points at (links, images, srcsets,
 * video sources and posters, scripts, styles, icons, PDFs, the feed) answers 200 from the server, and
 * every same-page or cross-page #fragment names an element that exists in the target page's HTML.
 */

const ATTRIBUTE = /\s(href|src|srcset|imagesrcset|poster|action)\s*=\s*("([^"]*)"|'([^']*)')/gi;

interface Reference {
  from: string;
  attribute: string;
  url: URL;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The internal addresses one HTML document refers to, resolved against the page's own address. */
function internalReferences(html: string, pageUrl: URL, siteOrigin: string): Reference[] {
  const found: Reference[] = [];
  for (const match of html.matchAll(ATTRIBUTE)) {
    const attribute = match[1].toLowerCase();
    const raw = decodeEntities(match[3] ?? match[4] ?? '').trim();
    // Form actions are POST endpoints, checked by the forms suite.
    if (attribute === 'action' || raw === '') continue;
    const candidates = attribute.endsWith('srcset') ? raw.split(',').map((part) => part.trim().split(/\s+/)[0]) : [raw];
    for (const candidate of candidates) {
      if (!candidate || /^(mailto|tel|data|blob|javascript):/i.test(candidate)) continue;
      let url: URL;
      try {
        url = new URL(candidate, pageUrl);
      } catch {
        throw new Error(`${pageUrl.pathname}: ${attribute}="${candidate}" is not a valid address`);
      }
      // Absolute links to the public site address (canonical, feed, share targets) are internal too.
      if (url.origin === siteOrigin) url = new URL(`${url.pathname}${url.search}${url.hash}`, pageUrl.origin);
      if (url.origin !== pageUrl.origin) continue;
      found.push({ from: pageUrl.pathname, attribute, url });
    }
  }
  return found;
}

function elementIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid\s*=\s*"([^"]+)"/g)].map((match) => decodeEntities(match[1])));
}

describe('internal links and assets', () => {
  const pages = new Map<string, string>();
  const references: Reference[] = [];

  beforeAll(async () => {
    const siteOrigin = new URL(absoluteUrl('/')).origin;
    for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
      const pageUrl = new URL(path, baseUrl());
      const response = await fetch(pageUrl);
      const html = await response.text();
      pages.set(pageUrl.pathname, html);
      references.push(...internalReferences(html, pageUrl, siteOrigin));
    }
    // The blog feed links its articles by their public address; they must be built pages too.
    const feedUrl = new URL('/feed.xml', baseUrl());
    const feed = await (await fetch(feedUrl)).text();
    const feedLinks = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => ` href="${match[1]}"`).join('');
    references.push(...internalReferences(`${feed}${feedLinks}`, feedUrl, siteOrigin));
  });

  it('finds the links of every page, including the header, footer and top bar', () => {
    expect(pages.size).toBe(routes.length + 1);
    const targets = new Set(references.map((reference) => reference.url.pathname));
    for (const path of [
      '/onlineadmission',
      '/offlineadmission',
      '/documents',
      '/bankers',
      '/',
      '/schoolhistory',
      '/teachers',
      '/campus',
      '/test',
      '/privacy',
    ]) {
      expect(targets).toContain(path);
    }
    const fromFeed = references.filter((reference) => reference.from === '/feed.xml').map((reference) => reference.url.pathname);
    for (const route of routes.filter((item) => item.path.startsWith('/blog/'))) expect(fromFeed).toContain(route.path);
  });

  it('answers 200 for every internal address any page refers to', async () => {
    const unique = new Map<string, Reference>();
    for (const reference of references) {
      const key = `${reference.url.pathname}${reference.url.search}`;
      // A same-document link (the skip link, #sections) needs no request; its fragment is checked below.
      if (reference.url.pathname === reference.from && reference.url.search === '') continue;
      if (!unique.has(key)) unique.set(key, reference);
    }
    const failures: string[] = [];
    const entries = [...unique.entries()];
    // A few requests at a time: the server runs on a small machine next to the browser tests.
    for (let start = 0; start < entries.length; start += 8) {
      await Promise.all(
        entries.slice(start, start + 8).map(async ([key, reference]) => {
          const response = await fetch(new URL(key, baseUrl()), { method: 'GET', redirect: 'manual' });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${reference.from}: ${reference.attribute}="${key}" answers ${response.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(unique.size).toBeGreaterThan(routes.length);
  });

  it('points every #fragment at an element that exists in the target page', () => {
    const failures: string[] = [];
    for (const reference of references) {
      const fragment = decodeURIComponent(reference.url.hash.slice(1));
      if (!fragment || reference.attribute !== 'href') continue;
      const target = pages.get(reference.url.pathname);
      // Fragments into non-HTML files (PDF pages) are not checked; every page route is in `pages`.
      if (target === undefined) continue;
      if (!elementIds(target).has(fragment)) failures.push(`${reference.from}: href="${reference.url.pathname}#${fragment}" has no element with that id`);
    }
    expect(failures).toEqual([]);
  });
});
