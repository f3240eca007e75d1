import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, openPage, type TestPage } from './browser';

/**
 * One page kept open for a whole file and sent from route to route, instead of a new context per test: the
 * console errors it records are those of the current route only (see `visit`).
 */
export interface ReusedPage extends TestPage {
  /** Navigates to `path`, forgetting what the previous route logged and stored; resolves at the load event. */
  visit(path: string): Promise<Response | null>;
}

/** Every script element of a page, for the page as it is before any script has run. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/**
 * A page opened with `openPage`, reused across routes. With `beforeScripts`, every document it loads has its
 * scripts removed first, in a context where JavaScript is on: axe needs timers, which a context without JavaScript does not run.
 */
export async function openReusedPage(browser: Browser, viewport: { width: number; height: number }, { beforeScripts = false } = {}): Promise<ReusedPage> {
  const testPage = await openPage(browser, viewport);
  const { page, problems } = testPage;
  if (beforeScripts) {
    await page.route('**/*', async (route) => {
      const request = route.request();
      // Only this page's own document: subresources, frames and other hosts go on to openPage's rules.
      if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame() || new URL(request.url()).origin !== new URL(baseUrl()).origin)
        return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(SCRIPT, '');
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
      return route.fulfill({ status: response.status(), headers, body: html });
    });
  }
  const visit = async (path: string) => {
    await forgetRoute(page);
    problems.consoleErrors.length = 0;
    problems.blockedRequests.length = 0;
    return page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
  };
  return { ...testPage, visit };
}

/**
 * Leaves the current route for a blank page, so that nothing it stored (a dismissed notice, a consent) or
 * still logs is carried to the next route: a new context per route would have started from the same blank.
 */
async function forgetRoute(page: Page): Promise<void> {
  if (page.url().startsWith(baseUrl())) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.goto('about:blank');
}

/**
 * Runs named groups of checks (each in order, stopping at its first failure) one group after another, and fails
 * once at the end with every failed group's name and message, so a failure says which check failed and on which
 * page. One at a time: three pages loading at once starve each other on a 2-core CI machine.
 */
export async function checkAll(groups: Record<string, () => Promise<void>>): Promise<void> {
  const failures: string[] = [];
  for (const [name, run] of Object.entries(groups)) {
    try {
      await run();
    } catch (error) {
      failures.push(`${name}: ${messageOf(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

/** Labels a check: its failure message starts with `name`. */
export async function check<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${name}: ${messageOf(error)}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
