import type { Locator, Page } from 'playwright-core';
import { CHAT_DEFAULTS } from '@/components/chat-widget/chat-config';
import { getSite } from '@/lib/content/site';
import { BOOT_ID } from '@/lib/islands/contract';
import {
  baseUrl,
  DESKTOP,
  hydrated,
  islandReady,
  MOBILE,
  MODES,
  openPage,
  SCRIPT_MODES,
  seriousAxeViolations,
  useBrowser,
  type Mode,
  type TestPage,
} from './lib/browser';

const { browser, open } = useBrowser();
const { chat } = getSite();
const SEND_URL = 'https://api.whatsapp.com/send';
/** The typing dots show this long after the box opens, then the greeting. */
const MESSAGE_DELAY_MS = (chat.messageDelay ?? CHAT_DEFAULTS.messageDelay) * 1000;
/** Text only the chat box's own code holds (its typing indicator), not the launcher's. */
const BOX_MARKER = 'is typing';

const launcher = (page: Page) => page.getByRole('button', { name: `Chat with ${chat.accountName}` });
/** The launcher as the HTML has it, before the island: a link to the messaging service. */
const launcherLink = (page: Page) => page.getByRole('link', { name: `Chat with ${chat.accountName}` });
const chatBox = (page: Page) => page.getByRole('dialog', { name: chat.accountName });
const messageInput = (box: Locator) => box.getByRole('textbox', { name: `Your message to ${chat.accountName}` });

/** The accessible name of the focused element, as far as this widget uses names. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return null;
    const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    return element.getAttribute('aria-label') ?? labelled?.textContent ?? null;
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The launcher (link or button) has the spec's size and place: 60 px square, near the bottom right corner, above the
 * page. On a phone (issue 37) it is the last of the header's icons instead, their size and in their row, where it
 * covers nothing of the page.
 */
async function expectLauncherPlace(element: Locator, viewport: typeof DESKTOP) {
  const box = await element.boundingBox();
  if (viewport.width < 641) {
    const icon = await element.page().getByRole('link', { name: 'Search the website' }).boundingBox();
    expect(box).toEqual({ ...icon, x: expect.any(Number) });
    expect(box!.x).toBeGreaterThan(icon!.x + icon!.width);
    await expect(element.evaluate((node) => !!node.closest('body > header'))).resolves.toBe(true);
    return box;
  }
  expect(box).toEqual(expect.objectContaining({ width: 60, height: 60 }));
  expect(viewport.width - ((box?.x ?? 0) + 60)).toBeLessThan(40);
  expect(viewport.height - ((box?.y ?? 0) + 60)).toBeLessThan(40);
  await expect(element.evaluate((node) => getComputedStyle(node).zIndex)).resolves.toBe('9998');
  return box;
}

/**
 * A page whose chat island has arrived (the launcher is the chat box button), on Playwright's clock: time runs as
 * usual, and a test moves it past the greeting's delay (page.clock.runFor) instead of waiting it out.
 */
async function visitEnhanced(viewport: typeof DESKTOP, path: string, mode: Mode): Promise<TestPage> {
  const testPage = await openPage(browser(), viewport, { mode });
  await testPage.page.clock.install();
  const response = await testPage.page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await hydrated(testPage.page);
  return testPage;
}

describe.each([
  ['desktop', DESKTOP],
  ['375 px', MOBILE],
] as const)('chat widget at %s', (label, viewport) => {
  it('without JavaScript, the launcher opens the messaging service with the school', async () => {
    const { page, context, problems } = await open('/documents', { viewport, mode: 'no-js' });
    const link = launcherLink(page);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const popupOpened = context.waitForEvent('page');
    await link.click();
    const popup = await popupOpened;
    await waitFor(() => problems.blockedRequests.some((url) => url.startsWith(SEND_URL)));
    const sent = new URL(problems.blockedRequests.find((url) => url.startsWith(SEND_URL)) as string);
    expect(sent.searchParams.get('phone')).toBe(chat.phoneNumber.replace(/[^0-9]/g, ''));
    await popup.close();
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  // The same press with scripts, before the island: the box opens at once from the HTML, and the island keeps it open.
  it.each(SCRIPT_MODES.map((mode) => [mode] as const))(
    'before the island arrives (%s), a press on the launcher opens the chat box at once, not a window, and it stays open',
    async (mode) => {
      const { page, context, problems } = await open('/documents', { viewport, mode });
      let windows = 0;
      context.on('page', () => (windows += 1));
      await launcherLink(page).click();
      await chatBox(page).waitFor({ state: 'visible', timeout: 1000 });
      await expect(chatBox(page).getByText(BOX_MARKER).count()).resolves.toBe(1);
      await expect(focusedName(page)).resolves.toBe(`Your message to ${chat.accountName}`);
      // Still the link in `late` (its island held back), yet the box is open; then the island takes it over, open.
      if (mode === 'late') await expect(launcherLink(page).count()).resolves.toBe(1);
      await messageInput(chatBox(page)).fill('Admission for Class 2?');
      await islandReady(page, 'chat-widget');
      await expect(launcher(page).getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(chatBox(page).isVisible()).resolves.toBe(true);
      await expect(messageInput(chatBox(page)).inputValue()).resolves.toBe('Admission for Class 2?');
      expect(windows).toBe(0);
      expect(problems.blockedRequests.filter((url) => url.startsWith(SEND_URL))).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it.each(SCRIPT_MODES.flatMap((mode) => ['/', '/documents'].map((path) => [path, mode] as const)))(
    'on %s (%s): opens, types, greets, sends to the messaging service and closes',
    async (path, mode) => {
      const { page, context, problems } = await visitEnhanced(viewport, path, mode);
      await launcher(page).click();
      const box = chatBox(page);
      await box.waitFor({ state: 'visible' });
      await expect(focusedName(page)).resolves.toBe(`Your message to ${chat.accountName}`);
      await expect(box.getByText(`${chat.accountName} is typing…`).count()).resolves.toBe(1);
      await expect(box.getByText(chat.chatMessage).count()).resolves.toBe(0);

      const greeting = box.getByText(chat.chatMessage);
      await page.clock.runFor(MESSAGE_DELAY_MS);
      await greeting.waitFor({ state: 'visible', timeout: 5000 });
      await expect(box.locator('time').textContent()).resolves.toMatch(/^\d\d:\d\d$/);
      await expect(box.getByText(`${chat.accountName} is typing…`).count()).resolves.toBe(0);

      const popupOpened = context.waitForEvent('page');
      await messageInput(box).fill('Is there a bus from Kondhwa & NIBM? #transport 🚌');
      await box.getByRole('button', { name: 'Send message' }).click();
      const popup = await popupOpened;
      // The harness blocks every request to another host, so the popup never reaches the service.
      await waitFor(() => problems.blockedRequests.some((url) => url.startsWith(SEND_URL)));
      const sent = new URL(problems.blockedRequests.find((url) => url.startsWith(SEND_URL)) as string);
      expect(sent.searchParams.get('phone')).toBe(chat.phoneNumber.replace(/[^0-9]/g, ''));
      expect(sent.searchParams.get('text')).toBe('Is there a bus from Kondhwa & NIBM? #transport 🚌');
      expect(sent.hash).toBe('');
      await popup.close();
      await expect(messageInput(box).inputValue()).resolves.toBe('');

      await box.getByRole('button', { name: 'Close chat' }).click();
      await box.waitFor({ state: 'hidden' });
      await expect(launcher(page).getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(focusedName(page)).resolves.toBe(`Chat with ${chat.accountName}`);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it.each(SCRIPT_MODES.map((mode) => [mode] as const))('opens with the keyboard, closes with Escape and returns focus to the launcher (%s)', async (mode) => {
    const { page, context } = await visitEnhanced(viewport, '/', mode);
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    const box = chatBox(page);
    await box.waitFor({ state: 'visible' });
    await expect(focusedName(page)).resolves.toBe(`Your message to ${chat.accountName}`);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
    await expect(focusedName(page)).resolves.toBe(`Chat with ${chat.accountName}`);
    await context.close();
  });

  it('has the spec size and place before the island arrives, as a link', async () => {
    const { page, context } = await open('/', { viewport, mode: 'no-js' });
    await expectLauncherPlace(launcherLink(page), viewport);
    await context.close();
  });

  it('has the spec sizes and places, and passes axe with the box open', async () => {
    const { page, context } = await visitEnhanced(viewport, '/', 'js');
    const button = await expectLauncherPlace(launcher(page), viewport);

    await launcher(page).click();
    const box = chatBox(page);
    await page.clock.runFor(MESSAGE_DELAY_MS);
    await box.getByText(chat.chatMessage).waitFor({ state: 'visible', timeout: 5000 });
    // Let the opening transition finish before measuring.
    await page.waitForTimeout(400);
    const rect = await box.boundingBox();
    expect(rect?.width).toBe(label === 'desktop' ? 375 : viewport.width);
    expect(rect?.height).toBe(320);
    // Above the launcher at the bottom right; on a phone, across the foot of the screen, below the header's launcher.
    if (label === 'desktop') expect((rect?.y ?? 0) + (rect?.height ?? 0)).toBeLessThanOrEqual(button?.y ?? 0);
    else expect([(rect?.y ?? 0) + (rect?.height ?? 0), (rect?.y ?? 0) >= (button?.y ?? 0) + (button?.height ?? 0)]).toEqual([viewport.height, true]);
    await expect(box.evaluate((element) => getComputedStyle(element).zIndex)).resolves.toBe('9999');
    const avatar = await box.locator('img').boundingBox();
    expect(avatar).toEqual(expect.objectContaining({ width: 60, height: 60 }));

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it.each(MODES.map((mode) => [mode] as const))('does not cover the Go to Top button (%s)', async (mode) => {
    const { page, context } = await open('/documents', { viewport, mode });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const goTop = page.getByRole('link', { name: 'Go to top' });
    await goTop.waitFor({ state: 'visible' });
    const a = await goTop.boundingBox();
    const b = await page.locator('[aria-label^="Chat with"]').boundingBox();
    if (!a || !b) throw new Error('Both buttons must be on screen');
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await context.close();
  });
});

it('has the closed box in the HTML, and loads no script for the widget until a reader goes to use it', async () => {
  const { page, context } = await openPage(browser(), DESKTOP);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const response = await page.goto(`${baseUrl()}/`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain(BOX_MARKER);
  await expect(chatBox(page).count()).resolves.toBe(0);
  await page.waitForTimeout(1000);
  const config = await page.evaluate(
    (id) => JSON.parse(document.getElementById(id)?.textContent ?? '{}') as { boot: string; modules: Record<string, string[]> },
    BOOT_ID,
  );
  // The islands' boot script (after the largest paint), and nothing else.
  expect(scripts.filter((url) => url !== config.boot)).toEqual([]);
  // A pointer over the launcher is a sign of use: the island's chunks (React's among them) come, and nothing else.
  await launcherLink(page).hover();
  await islandReady(page, 'chat-widget');
  expect(scripts.filter((url) => url !== config.boot).sort()).toEqual([...config.modules['chat-widget']].sort());
  await context.close();
});
