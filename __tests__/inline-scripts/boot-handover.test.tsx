import { renderToString } from 'react-dom/server';
import chatWidget from '@/components/chat-widget/chat-widget.island';
import { Island } from '@/components/island/island';
import { SITE_SCRIPT } from '@/components/site-script/site-script';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import { BOOT_ID, BOOT_READY_ATTRIBUTE, EARLY_PRESS_ATTRIBUTE } from '@/lib/islands/contract';

/**
 * The islands' boot script is a file of its own, which the page's inline site script loads after the largest paint or
 * at the first sign of use (inline-scripts/boot-loader.ts): a press on an island before it has run is kept by the site
 * script and done by the boot script when it runs.
 */
const SITE = { phoneNumber: '+91 98220 19940', accountName: 'Admissions Support', notification: false };

const BOOT_URL = '/_islands/boot-C.js';

beforeAll(() => {
  document.body.innerHTML =
    renderToString(<Island of={chatWidget} props={SITE} />) +
    `<script type="application/json" id="${BOOT_ID}">${JSON.stringify({ boot: BOOT_URL, modules: { 'chat-widget': ['/_islands/chat-widget-A.js'] } })}</script>`;
  new Function(SITE_SCRIPT)();
});

/** What the browser would run from the script the site script added. */
function runBoot() {
  const script = document.createElement('script');
  script.textContent = BUILT_INLINE_SCRIPTS.islandsBoot;
  document.body.appendChild(script);
}

const link = () => document.querySelector<HTMLAnchorElement>('a[data-chat-launcher]')!;
const box = () => document.querySelector<HTMLElement>('[data-chat-box]')!;
const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event;
};

it('asks for the boot script at the first sign of use, keeps a press made before it has run, and the boot script does it', () => {
  expect(document.head.querySelector(`script[src="${BOOT_URL}"]`)).toBeNull();
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(document.head.querySelector(`script[src="${BOOT_URL}"]`)).not.toBeNull();

  expect(click(link()).defaultPrevented).toBe(true);
  expect(link()).toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
  expect(box()).not.toHaveAttribute('data-open');
  // A modified click (a new tab) is the reader's own.
  expect(click(link(), { ctrlKey: true }).defaultPrevented).toBe(false);

  runBoot();
  expect(document.getElementById(BOOT_ID)).toHaveAttribute(BOOT_READY_ATTRIBUTE);
  expect(link()).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
  // The press, done: the chat box is open (its early handler), and the island is on its way.
  expect(box()).toHaveAttribute('data-open');
  expect(document.querySelector('link[rel="modulepreload"]')).toHaveAttribute('href', '/_islands/chat-widget-A.js');
  // From now on the site script leaves presses to the boot script.
  expect(click(document.querySelector('[data-chat-close]')!).defaultPrevented).toBe(true);
  expect(box()).not.toHaveAttribute('data-open');
});
