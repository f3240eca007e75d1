/**
 * What the site answers for each address, and with which headers: clean URLs, the `.html` and trailing-slash
 * 301s, the 404 page, the per-page CSP, the security headers and the cache rules. Pure functions over the list
 * of files in out/, used by the Fastify server (server/core/static-site.ts) and by the build step that writes the same
 * decisions for other hosts (scripts/write-host-config.ts: `out/_headers` and `out/_nginx.conf`). Change a
 * rule here and every host follows.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { relativePosix, walkFiles } from '../../lib/walk-files';

export interface PolicyOptions {
  /** Public origin (SITE_URL): HTTPS turns on Strict-Transport-Security. */
  siteUrl: string;
  /** Analytics id (NEXT_PUBLIC_GA_ID): the page CSP then allows Google's analytics hosts. */
  gaId?: string;
  /** NEXT_PUBLIC_API_BASE: when the forms post to another origin, the page CSP allows it. */
  apiBase?: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const SHORT = 'public, max-age=3600';
/** The 404 page: never cached, so a page published later is found at once. */
export const NOT_FOUND_CACHE = 'no-store';

/**
 * The content editor (Decap CMS, written into out/admin/ by scripts/cms/admin.ts) is not part of the public site:
 * the form service serves it behind the staff sign-in (server/features/editor/plugin.ts), and /admin is passed to it.
 */
export const EDITOR_DIR = 'admin';

/** The editor is for staff: search engines must not list it or its files (it is also left out of the sitemap). */
export const EDITOR_ROBOTS = { 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The service worker's own CSP (a worker runs under its script's header, not the page's): it fetches the site's pages
 * and files, and posts the forms kept on the phone to the intake API, which NEXT_PUBLIC_API_BASE may put on another
 * HTTPS origin; it loads no script and shows nothing.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self' https:; script-src 'self'";

export interface FileRule {
  pattern: RegExp;
  cacheControl: string;
  /** Headers this group of files carries besides the usual ones. */
  headers?: Record<string, string>;
}

/**
 * Cache-Control (and any extra headers) by path, first match wins; anything else gets SHORT. Hashed assets
 * never change, so browsers keep them a year; pages and their data revalidate. The patterns are written into
 * the nginx config as they are, so they must stay plain regular expressions that PCRE reads the same way.
 */
export const FILE_RULES: readonly FileRule[] = [
  { pattern: /^\/(?:_next\/static|_islands|media)\//, cacheControl: IMMUTABLE },
  // The service worker (scripts/service-worker.ts) keeps its address: browsers must check it on every visit, never
  // keep it a year. Its CSP is the worker's own: it fetches pages and files of the site and sends the kept forms.
  { pattern: /^\/sw\.js$/, cacheControl: REVALIDATE, headers: { 'Content-Security-Policy': SERVICE_WORKER_CSP } },
  // Pages, their data and feeds; calendar files too, so a moved event reaches the next download at once.
  { pattern: /\.(?:html|txt|xml|ics)$/, cacheControl: REVALIDATE },
];
export const DEFAULT_CACHE = SHORT;

function fileRuleFor(urlPath: string): FileRule | undefined {
  return FILE_RULES.find((rule) => rule.pattern.test(urlPath));
}

export function cacheControlFor(urlPath: string): string {
  return fileRuleFor(urlPath)?.cacheControl ?? DEFAULT_CACHE;
}

/** Pages of out/ that the form service answers instead (their file is the shell it fills): /search with its results. */
export const SERVICE_PAGES: readonly string[] = ['/search'];

/** Paths the form service answers (proxied to it by a static host): the intake API, the families' application pages, the staff area and the editor. */
export const SERVICE_PREFIXES = ['/api/', '/application/', '/staff', '/admin'] as const;

/** Files the build writes into out/ for the hosts themselves; never served as content. */
export const HOST_CONFIG_FILES = ['_headers', '_nginx.conf'] as const;

/** Headers on every answer, whatever it is. */
export function securityHeaders(options: Pick<PolicyOptions, 'siteUrl'>): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  if (options.siteUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** The CSP of everything that is not a page (files, JSON, redirects): it never needs to run or embed anything. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The origin of an absolute API base URL, or '' when the forms post to this same origin. */
export function apiOrigin(apiBase?: string): string {
  if (!apiBase || !/^https?:\/\//i.test(apiBase)) return '';
  return new URL(apiBase).origin;
}

// A `src` attribute, not one that ends in src (`data-src`): such a script is inline and needs its hash. A data block
// (`type="application/json"`, JSON-LD) never runs, so CSP does not apply to it and it needs none: every hash left out
// is 55 bytes less in every answer's headers, which count towards the page's first flight (bench, maxHtmlResponseBytes).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  return [...hashes];
}

/** Pages that embed a frame (the contact page's map) are the only ones allowed to. */
const EMBEDS_FRAME = /<iframe\b/i;

const CONNECT_SOURCE = /^(?:https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/i;

/**
 * The editor's CSP. Decap CMS needs more than a page: inline styles (emotion), images from blob: and data:
 * (uploads before they are saved) and from the git host, WebAssembly, eval (its config validator compiles
 * schemas), and to talk to the git host's API or to decap-server on this machine. Those origins come from the
 * page's own `cms-connect-src` meta tag, written from the same settings as its config.yml.
 */
export function editorContentSecurityPolicy(html: string): string {
  const meta = /<meta name="cms-connect-src" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const connect = meta.split(/\s+/).filter((source) => CONNECT_SOURCE.test(source));
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')} 'unsafe-eval' 'wasm-unsafe-eval'`.replace(/\s+/g, ' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Decap reads its own uploads back through blob: URLs before they are saved.
    `connect-src 'self' blob: data: ${connect.join(' ')}`.trim(),
    "media-src 'self' blob:",
    // The preview pane is an iframe Decap writes itself.
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Pages with a search field (components/site-search) run Pagefind, which is WebAssembly: 'wasm-unsafe-eval' lets
 * a page compile it (not eval JavaScript), and only pages that have the field get it.
 */
const SEARCH_FIELD = /<form[^>]*\bdata-site-search=/;

/** The CSP of one page: its own inline scripts by hash, nothing else inline, nothing from elsewhere. */
export function contentSecurityPolicy(html: string, gaId?: string, apiBase?: string): string {
  const api = apiOrigin(apiBase);
  const apiSource = api ? ` ${api}` : '';
  const hashes = inlineScriptHashes(html);
  const sources = SEARCH_FIELD.test(html) ? [...hashes, "'wasm-unsafe-eval'"] : hashes;
  const analyticsScript = gaId ? ' https://www.googletagmanager.com' : '';
  const analyticsConnect = gaId ? ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.join(' ')}${analyticsScript}`.trim(),
    // React and the slider set style attributes; styles cannot run code, so inline styles are allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${gaId ? ' https://*.google-analytics.com https://www.googletagmanager.com' : ''}`,
    "font-src 'self'",
    // The forms send with XMLHttpRequest, or post natively, to the intake API.
    `connect-src 'self'${apiSource}${analyticsConnect}`,
    "media-src 'self'",
    // The site's service worker (out/sw.js, registered by the site script).
    "worker-src 'self'",
    // The contact page embeds the school's location map; no other page frames anything.
    EMBEDS_FRAME.test(html) ? 'frame-src https://www.google.com https://maps.google.com' : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${apiSource}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP of a page in out/, chosen by its path (a section with other needs gets its own policy here). */
export function pageCsp(_cleanPath: string, html: string, options: PolicyOptions): string {
  return contentSecurityPolicy(html, options.gaId, options.apiBase);
}

/**
 * The site as addresses: each page under its clean path, each other file under its own path, and the
 * addresses that redirect to a page. Built once from the list of files in out/ (paths relative to out/, `/`).
 */
export interface SiteTable {
  /** Clean path (`/`, `/rules`, `/blog/first-day`) to its HTML file (`index.html`, `rules.html`, ...). */
  pages: Map<string, string>;
  /** Path (`/_next/static/chunks/a.js`) to its file, for every file that is not HTML. */
  files: Map<string, string>;
  /** `/rules.html` and `/rules/` to `/rules`; `/index.html` to `/`. */
  redirects: Map<string, string>;
  /** The 404 page, when the build has one. */
  notFoundFile?: string;
}

/** Every file under out/ (paths relative to it, with `/`), leaving out private folders (DATA_DIR) inside it. */
export function listOutFiles(root: string, privateDirs: string[] = []): Set<string> {
  const hidden = privateDirs.map((dir) => path.resolve(dir));
  const files = walkFiles(root, { skipDir: (absolute) => hidden.includes(path.resolve(absolute)) });
  return new Set(Array.from(files, (file) => relativePosix(root, file)));
}

/** HTML files that are not pages of their own: Next.js writes the not-found page twice. */
const NOT_PAGES = new Set(['404.html', '_not-found.html']);

export function cleanPathOf(file: string): string {
  if (file === 'index.html') return '/';
  const withoutExtension = file.slice(0, -'.html'.length);
  return `/${withoutExtension.endsWith('/index') ? withoutExtension.slice(0, -'/index'.length) : withoutExtension}`;
}

export function buildSiteTable(allFiles: Iterable<string>): SiteTable {
  const hidden = new Set<string>(HOST_CONFIG_FILES);
  const sorted = [...allFiles].filter((file) => !hidden.has(file)).sort();
  const pages = new Map<string, string>();
  const files = new Map<string, string>();
  const redirects = new Map<string, string>();
  for (const file of sorted) {
    if (file.split('/').some((segment) => segment.startsWith('.'))) continue;
    // The editor is the form service's, behind its sign-in: never a public file.
    if (file.startsWith(`${EDITOR_DIR}/`)) continue;
    if (!file.endsWith('.html')) {
      files.set(`/${file}`, file);
      continue;
    }
    if (NOT_PAGES.has(file)) continue;
    const clean = cleanPathOf(file);
    // rules.html wins over rules/index.html, as the file comes first in sorted order.
    if (pages.has(clean)) continue;
    pages.set(clean, file);
  }
  for (const [clean, file] of pages) {
    redirects.set(`/${file}`, clean);
    if (clean !== '/') redirects.set(`${clean}/`, clean);
  }
  for (const page of pages.keys()) redirects.delete(page);
  return { pages, files, redirects, notFoundFile: sorted.includes('404.html') ? '404.html' : undefined };
}

/** What one GET answers. `urlPath` is the decoded path without the query. */
export type Answer =
  { kind: 'page'; path: string; file: string } | { kind: 'file'; path: string; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

export function answerFor(table: SiteTable, urlPath: string): Answer {
  const page = table.pages.get(urlPath);
  if (page) return { kind: 'page', path: urlPath, file: page };
  const target = table.redirects.get(urlPath);
  if (target) return { kind: 'redirect', location: target };
  const file = table.files.get(urlPath);
  if (file) return { kind: 'file', path: urlPath, file };
  return { kind: 'not-found' };
}

/** The answer-specific headers (the security headers come on top): CSP and Cache-Control. */
export function pageHeaders(file: string, csp: string): Record<string, string> {
  return { 'Content-Security-Policy': csp, 'Cache-Control': cacheControlFor(`/${file}`) };
}

export function fileHeaders(urlPath: string): Record<string, string> {
  const rule = fileRuleFor(urlPath);
  return fileHeadersWith(rule?.cacheControl ?? DEFAULT_CACHE, rule?.headers);
}

export function fileHeadersWith(cacheControl: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Security-Policy': NON_PAGE_CSP, 'Cache-Control': cacheControl, ...extra };
}

export function notFoundHeaders(csp: string | undefined): Record<string, string> {
  return { 'Content-Security-Policy': csp ?? NON_PAGE_CSP, 'Cache-Control': NOT_FOUND_CACHE };
}

export function redirectHeaders(): Record<string, string> {
  return { 'Content-Security-Policy': NON_PAGE_CSP };
}
