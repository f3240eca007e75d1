/**
 * Every route on a phone (issue 37), at 360x640 and 390x844, one page per size reused route after route: the page's own
 * heading starts in the first screen, the top bar's e-mail, phone and application form are one tap away, the open menu
 * lies wholly on screen and keeps focus inside, no floating button covers a link, a submit button or any word of the
 * page (at its top or scrolled), axe (WCAG 2.2 AA) finds nothing, and at 320 px no page scrolls sideways. The Marathi
 * pages too (issue 35), their language switch in the menu.
 */
import type { Page } from 'playwright-core';
import { SHELL_WORDS } from '@/components/site-shell/shell-words';
import { getSite } from '@/lib/content/site';
import { languageOf, MARATHI_PAGES } from '@/lib/languages';
import { baseUrl, openPage, seriousAxeViolations, useBrowser, type TestPage } from './lib/browser';
import { routes } from './lib/routes';

const { browser } = useBrowser();
const site = getSite();

/** Where a page's first heading must start at the latest, from the top of the page. */
const HEADING_TOP_LIMIT = 160;
/** The narrowest screen WCAG 1.4.10 asks a page to fit without sideways scrolling. */
const NARROWEST = { width: 320, height: 640 };
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** Every English route, and every Marathi page. */
const PATHS = [...routes.map((route) => route.path), ...Object.values(MARATHI_PAGES)];

/** The main menu's navigation in the page's language. */
const mainNav = (path: string) => `nav[aria-label="${SHELL_WORDS[languageOf(path)].nav.name}"]`;
const menuToggle = (page: Page, path: string) => page.locator(`${mainNav(path)} details[data-nav-menu] > summary`);

/**
 * The links and submit buttons of the page (not the header's, nor the floating buttons' own) that a floating button
 * covers once scrolled into view, by text, and how many were checked.
 */
function coveredTargets(page: Page): Promise<{ checked: number; covered: string[] }> {
  return page.evaluate(() => {
    const floating = ['[data-chat-launcher]', 'a[href="#top"]']
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .filter((element): element is HTMLElement => !!element && element.getClientRects().length > 0);
    const targets = Array.from(
      document.querySelectorAll<HTMLElement>('main a[href], footer a[href], main button[type="submit"], footer button[type="submit"]'),
    ).filter(
      (element) =>
        element.getClientRects().length > 0 && !floating.some((button) => button.contains(element)) && !element.closest('[inert], [aria-hidden="true"]'),
    );
    const covered: string[] = [];
    for (const target of targets) {
      target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Points across the target (its middle and near its corners): what the browser finds there.
      const points = [
        [0.5, 0.5],
        [0.1, 0.15],
        [0.9, 0.15],
        [0.1, 0.85],
        [0.9, 0.85],
      ].map(([x, y]) => [rect.left + rect.width * x, rect.top + rect.height * y]);
      const hit = points.some(([x, y]) => {
        const found = document.elementFromPoint(x, y);
        return !!found && floating.some((button) => button.contains(found));
      });
      // The go-to-top button shows by a scroll-driven animation, a frame after the scroll: its box counts as shown
      // whenever the page is scrolled.
      const underBox = floating.some((button) => {
        const box = button.getBoundingClientRect();
        return scrollY > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      });
      if (hit || underBox)
        covered.push(`${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
    }
    scrollTo({ top: 0, behavior: 'instant' });
    return { checked: targets.length, covered };
  });
}

/** Where on the page the floating buttons are checked against its words: the top, part way, and the end. */
const SCROLL_POINTS = [0, 0.35, 0.7, 1];

/**
 * At each scroll point, what of the page (words of main and the footer, their links and controls) a floating button's
 * box overlaps, however little: the chat launcher and go-to-top may sit beside the page's words, never on them.
 */
function floatingOverPage(page: Page, points: number[]): Promise<{ words: number; covered: string[] }> {
  return page.evaluate(async (fractions) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    type Box = { left: number; right: number; top: number; bottom: number };
    const meets = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    const floating = ['[data-chat-launcher]', 'a[href="#top"]']
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .filter((element): element is HTMLElement => !!element);
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
    const covered = new Set<string>();
    let words = 0;
    for (const fraction of fractions) {
      scrollTo({ top: Math.round((document.documentElement.scrollHeight - innerHeight) * fraction), behavior: 'instant' });
      await frame();
      // The go-to-top button (its link to #top, named in the page's language) shows by a scroll-driven animation a frame
      // after the scroll: when scrolled, its box counts.
      const buttons = floating
        .filter((button) => shown(button) || (scrollY > 0 && button.getAttribute('href') === '#top'))
        .map((button) => ({ button, box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < innerHeight);
      if (buttons.length === 0) continue;
      const onScreen = (box: Box) => box.bottom > 0 && box.top < innerHeight;
      const check = (box: Box, what: string) => {
        for (const { button, box: buttonBox } of buttons)
          if (meets(box, buttonBox)) covered.add(`${button.getAttribute('aria-label')?.slice(0, 12)} over ${what}`);
      };
      for (const area of document.querySelectorAll('main, body > footer')) {
        const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent || !shown(parent) || parent.closest('[aria-hidden="true"], [hidden]')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width === 0 || !onScreen(rect)) continue;
            words += 1;
            check(rect, `"${text.slice(0, 30)}"`);
          }
        }
        for (const target of area.querySelectorAll('a[href], button, input, select, textarea, summary')) {
          if (!shown(target) || floating.some((button) => button.contains(target))) continue;
          const rect = target.getBoundingClientRect();
          if (rect.width > 0 && onScreen(rect)) check(rect, `${target.tagName.toLowerCase()} "${(target.textContent || '').trim().slice(0, 30)}"`);
        }
      }
    }
    scrollTo({ top: 0, behavior: 'instant' });
    return { words, covered: [...covered] };
  }, points);
}

describe.each(PHONES)('every route at $width x $height', (size) => {
  let opened: TestPage;

  beforeAll(async () => {
    opened = await openPage(browser(), size);
  });

  afterAll(async () => {
    await opened?.context.close();
  });

  it.each(PATHS)('%s', async (path) => {
    const { page, problems } = opened;
    problems.consoleErrors.length = 0;
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);

    // The page's own first heading starts in the first screen.
    const headingTop = await page
      .locator('main h1')
      .first()
      .evaluate((heading) => heading.getBoundingClientRect().top + scrollY);
    expect(headingTop).toBeLessThanOrEqual(HEADING_TOP_LIMIT);

    // The top bar's e-mail, phone and application form: each a link on the first screen, no menu to open first.
    const oneTap = await page.evaluate(
      ([email, pdf]) =>
        [`a[href^="mailto:${email}"]`, 'a[href^="tel:"]', `a[href="${pdf}"][download]`].map((selector) =>
          Array.from(document.querySelectorAll('body > header a, body > div a')).some((link) => {
            const rect = link.getBoundingClientRect();
            return link.matches(selector) && rect.width >= 24 && rect.height >= 24 && rect.top >= 0 && rect.bottom <= innerHeight;
          }),
        ),
      [site.contact.email, site.applicationFormPdf] as const,
    );
    expect(oneTap).toEqual([true, true, true]);

    // The open menu lies wholly on screen; Tab goes round it; Escape closes it and returns focus to its toggle.
    await menuToggle(page, path).click();
    const box = await page.locator(`${mainNav(path)} details[data-nav-menu] + ul`).boundingBox();
    expect(box).not.toBeNull();
    expect([box!.x >= 0, box!.y >= 0, box!.x + box!.width <= size.width, box!.y + box!.height <= size.height]).toEqual([true, true, true, true]);
    // The language switch is the open menu's last item on a phone (the header's row has no room for it).
    await expect(page.locator(`${mainNav(path)} a[data-language-switch]`).isVisible()).resolves.toBe(true);
    await expect(page.locator('header a[data-language-switch]:visible').count()).resolves.toBe(1);
    const stops = await page.locator(`${mainNav(path)} :is(summary, a[href]):visible`).count();
    const outside: string[] = [];
    for (let press = 0; press <= stops; press += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate((nav) => !!document.activeElement?.closest(nav), mainNav(path));
      if (!inside) outside.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
    }
    expect(outside).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.evaluate(() => document.querySelector<HTMLDetailsElement>('details[data-nav-menu]')!.open)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.matches('details[data-nav-menu] > summary'))).resolves.toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    const { checked, covered } = await coveredTargets(page);
    expect(checked).toBeGreaterThan(10);
    expect(covered).toEqual([]);
    // Nor any word of the page, at its top or scrolled (help stays in the same place on every page: WCAG 3.2.6).
    const overPage = await floatingOverPage(page, SCROLL_POINTS);
    expect(overPage.words).toBeGreaterThan(20);
    expect(overPage.covered).toEqual([]);

    if (size.width === PHONES[0].width) {
      // The narrowest phone: nothing wider than the screen.
      await page.setViewportSize(NARROWEST);
      const overflow = await page.evaluate((width) => document.documentElement.scrollWidth - width, NARROWEST.width);
      await page.setViewportSize(size);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expect(problems.consoleErrors).toEqual([]);
  });
});
