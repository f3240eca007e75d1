/**
 * `npm run contact-sheet`: screenshots of every route at the phone, tablet and desktop sizes of issue 37, in
 * `contact-sheet/` (git-ignored) with an index.html that shows them side by side, for a review of the layout.
 *
 * Against the built site: a server started here as `npm start` runs it (after `npm run build`), or a running one
 * given as `--url http://localhost:3000`. `--full` takes whole pages (up to FULL_PAGE_LIMIT px tall) instead of the
 * first screen. Beside each shot the sheet notes where the page's first heading starts and any sideways scroll.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startSite } from '../e2e/setup/start-site';
import { getAllRoutes } from '../lib/all-routes';
import { escapeHtml } from '../lib/escape-html';
import { CHROMIUM_ARGS, chromiumPath } from './lib/local-tools';

export const SHEET_SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const OUT_DIR = path.join(process.cwd(), 'contact-sheet');
const FULL_PAGE_LIMIT = 6000;

interface Shot {
  file: string;
  headingTop: number | null;
  overflow: number;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Where the page's h1 starts and how far the page reaches past the screen's right edge (0: no sideways scroll). */
function measure(page: Page, width: number): Promise<{ headingTop: number | null; overflow: number }> {
  // Against the screen's width, not innerWidth: a phone browser widens its layout viewport to a page wider than it.
  return page.evaluate((screenWidth) => {
    const heading = document.querySelector('main h1');
    return {
      headingTop: heading ? Math.round(heading.getBoundingClientRect().top + window.scrollY) : null,
      overflow: Math.max(0, document.documentElement.scrollWidth - screenWidth),
    };
  }, width);
}

function sheet(shots: Map<string, Shot[]>): string {
  const head = SHEET_SIZES.map((size) => `<th>${size.width}x${size.height}</th>`).join('');
  const rows = [...shots]
    .map(([route, list]) => {
      const cells = list
        .map((shot) => {
          const notes = [shot.headingTop === null ? 'no h1' : `h1 at ${shot.headingTop} px`, shot.overflow ? `<b>${shot.overflow} px sideways</b>` : ''];
          return `<td><a href="${shot.file}"><img src="${shot.file}" loading="lazy" width="220" alt=""></a><br>${notes.filter(Boolean).join(' · ')}</td>`;
        })
        .join('');
      return `<tr><th scope="row"><a href="${escapeHtml(route)}">${escapeHtml(route)}</a></th>${cells}</tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Contact sheet</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left}
img{display:block;max-height:480px;object-fit:cover;object-position:top}b{color:#b3261e}</style>
<h1>Contact sheet: ${shots.size} routes at ${SHEET_SIZES.length} sizes</h1><p>${new Date().toISOString()}</p>
<table><thead><tr><th>route</th>${head}</tr></thead><tbody>
${rows}
</tbody></table></html>\n`;
}

async function main(): Promise<void> {
  const given = argument('--url');
  const started = given ? undefined : await startSite(path.join(OUT_DIR, 'server.log'));
  const baseUrl = given ?? started!.baseUrl;
  const full = process.argv.includes('--full');
  const routes = getAllRoutes().map((route) => route.path);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const shots = new Map<string, Shot[]>(routes.map((route) => [route, []]));
  try {
    for (const size of SHEET_SIZES) {
      const phone = size.width < 600;
      const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce' });
      // Only the local site: maps, video embeds and analytics stay out, as in the browser tests.
      await context.route('**/*', (route) => (new URL(route.request().url()).origin === new URL(baseUrl).origin ? route.continue() : route.abort()));
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
        const file = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${size.width}x${size.height}.jpg`;
        const height = full ? Math.min(FULL_PAGE_LIMIT, await page.evaluate(() => document.documentElement.scrollHeight)) : size.height;
        await page.screenshot({ path: path.join(OUT_DIR, file), type: 'jpeg', quality: 70, fullPage: full, clip: { x: 0, y: 0, width: size.width, height } });
        shots.get(route)!.push({ file, ...(await measure(page, size.width)) });
      }
      await context.close();
      console.log(`${size.width}x${size.height}: ${routes.length} routes`);
    }
  } finally {
    await browser.close();
    if (started) {
      process.kill(-started.child.pid!, 'SIGTERM');
      fs.rmSync(started.dataDir, { recursive: true, force: true });
    }
  }
  fs.writeFileSync(path.join(OUT_DIR, 'index.html'), sheet(shots));
  console.log(`Wrote ${path.join(OUT_DIR, 'index.html')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
