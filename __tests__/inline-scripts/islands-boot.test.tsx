import { renderToString } from 'react-dom/server';
import { Island } from '@/components/island/island';
import chatWidget from '@/components/chat-widget/chat-widget.island';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import {
  BOOT_ID,
  BOOT_READY_ATTRIBUTE,
  EARLY_HANDLER_GLOBAL,
  EARLY_PRESS_ATTRIBUTE,
  ENHANCED_ATTRIBUTE,
  WAKE_ALL_EVENT,
  WOKEN_ATTRIBUTE,
} from '@/lib/islands/contract';
import type { EarlyHandler } from '@/lib/islands/early';

/** Each island's chunks, as the build gives them to the boot script (scripts/islands/page-transform.ts). */
const MODULES = {
  demo: ['/_islands/demo-A.js', '/_islands/chunk-react.js'],
  'chat-widget': ['/_islands/chat-widget-B.js', '/_islands/chunk-react.js'],
  later: ['/_islands/later-C.js', '/_islands/chunk-react.js'],
  photos: ['/_islands/photos-D.js', '/_islands/chunk-react.js'],
  slides: ['/_islands/slides-E.js', '/_islands/chunk-react.js'],
};
/** Early handlers that are scripts of their own (scripts/islands/build.ts), by island name. */
const EARLY = { photos: '/_islands/photos-early-F.js', slides: '/_islands/slides-early-G.js' };

// jsdom has no CSS.escape; the browsers the boot script runs in all do.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/["\\]/g, '\\$&');

// The boot script's listeners are on the document: run it once for the whole file, as a page runs it once, with the
// page's JSON that names it and the islands' chunks (scripts/islands/page-transform.ts).
beforeAll(() => {
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = BOOT_ID;
  config.textContent = JSON.stringify({ boot: '/_islands/boot-C.js', modules: MODULES, early: EARLY });
  document.head.appendChild(config);
  const script = document.createElement('script');
  script.textContent = BUILT_INLINE_SCRIPTS.islandsBoot;
  document.head.appendChild(script);
  expect(config).toHaveAttribute(BOOT_READY_ATTRIBUTE);
});

beforeEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

const preloads = () => Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href'));

function press(element: Element, init: MouseEventInit = {}): MouseEvent {
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(click);
  return click;
}

/** An island that is not ready yet, with two controls, and the clicks that reach each control's own handler. */
function island(wake = 'interaction') {
  document.body.innerHTML = `<p id="outside">Text</p><div data-island="demo" data-wake="${wake}"><button data-replay="a">A</button><button data-replay="b">B</button></div>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  const control = (key: string) => root.querySelector<HTMLButtonElement>(`[data-replay="${key}"]`)!;
  const clicks: string[] = [];
  // As React's root listener would: it handles clicks, but only does anything once the island is ready.
  root.addEventListener('click', (event) => {
    if (root.hasAttribute(ENHANCED_ATTRIBUTE)) clicks.push((event.target as HTMLElement).getAttribute('data-replay')!);
  });
  return { root, control, clicks };
}

describe('waking an island (inline-scripts/islands-boot.ts)', () => {
  it('loads nothing until the reader goes to use an interaction island; then preloads its chunks at once, React among them', () => {
    const { root } = island();
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(preloads()).toEqual([]);
    expect(root).not.toHaveAttribute(WOKEN_ATTRIBUTE);
    root.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(root).toHaveAttribute(WOKEN_ATTRIBUTE);
    expect(preloads()).toEqual(MODULES.demo);
    // Once: a second sign of use asks for nothing more.
    root.querySelector('button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(preloads()).toEqual(MODULES.demo);
  });

  it('wakes every island of the page on WAKE_ALL_EVENT, each chunk asked for once', () => {
    document.body.innerHTML = '<div data-island="demo" data-wake="interaction"></div><div data-island="later" data-wake="visible"></div>';
    dispatchEvent(new Event(WAKE_ALL_EVENT));
    expect(preloads()).toEqual(['/_islands/demo-A.js', '/_islands/chunk-react.js', '/_islands/later-C.js']);
  });

  it('tries again on the next interaction when an island could not be fetched', async () => {
    const { root } = island();
    root.querySelector('button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(root).toHaveAttribute(WOKEN_ATTRIBUTE);
    // Nothing serves /_islands/ here: the import fails as it would offline.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root).not.toHaveAttribute(WOKEN_ATTRIBUTE);
  });
});

describe('a press on an island before it is ready, without an early handler', () => {
  it('keeps its native meaning, and wakes the island', () => {
    const { root, control } = island();
    const click = press(control('a'));
    expect(click.defaultPrevented).toBe(false);
    expect(root).toHaveAttribute(WOKEN_ATTRIBUTE);
  });

  it('leaves a ready island alone', () => {
    const { root, control } = island();
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    expect(press(control('a')).defaultPrevented).toBe(false);
  });
});

describe('the chat launcher pressed before its island is ready (its early handler)', () => {
  const SITE = { phoneNumber: '+91 98220 19940', accountName: 'Admissions Support' };

  function page() {
    document.body.innerHTML = renderToString(<Island of={chatWidget} props={{ ...SITE, notification: false }} />);
    return {
      root: document.querySelector<HTMLElement>('[data-island="chat-widget"]')!,
      link: document.querySelector<HTMLAnchorElement>('a[data-chat-launcher]')!,
      box: document.querySelector<HTMLElement>('[data-chat-box]')!,
    };
  }

  it('opens the box at once, with the focus in its message field, instead of following the link; and wakes the island', () => {
    const { root, link, box } = page();
    const click = press(link);
    expect(click.defaultPrevented).toBe(true);
    expect(box).toHaveAttribute('data-open');
    expect(box).toHaveStyle({ height: '320px', visibility: 'visible' });
    expect(box.querySelector('input')).toHaveFocus();
    expect(box).toHaveAttribute('data-opened-at');
    expect(root).toHaveAttribute(WOKEN_ATTRIBUTE);
    expect(preloads()).toEqual(MODULES['chat-widget']);
    // The close button closes it again, and the focus goes back to the launcher.
    press(box.querySelector('[data-chat-close]')!);
    expect(box).not.toHaveAttribute('data-open');
    expect(box).toHaveStyle({ height: '0px', visibility: 'hidden' });
    expect(link).toHaveFocus();
  });

  it('keeps a message sent before the island is there in its field, instead of reloading the page', () => {
    const { link, box } = page();
    press(link);
    box.querySelector('input')!.value = 'Fees & bus #4';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    box.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(box.querySelector('input')).toHaveValue('Fees & bus #4');
  });
});

describe("an early handler that is a script of its own (the photo grid's)", () => {
  const scriptOf = (name: keyof typeof EARLY) => document.head.querySelector<HTMLScriptElement>(`script[src="${EARLY[name]}"]`);
  const photos = (name: keyof typeof EARLY) => {
    document.body.innerHTML = `<div data-island="${name}" data-wake="interaction"><a href="/media/one.jpg">One</a><a href="/media/two.jpg">Two</a></div>`;
    return Array.from(document.querySelectorAll('a'));
  };

  it('loads at the first sign of use of its island, keeps a press until it has run, then does the press with it', () => {
    const [one, two] = photos('photos');
    expect(scriptOf('photos')).toBeNull();
    one.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(scriptOf('photos')).not.toBeNull();
    // Pressed twice before it has arrived: the last press is kept, and the link not followed.
    expect(press(one).defaultPrevented).toBe(true);
    expect(press(two).defaultPrevented).toBe(true);
    expect(one).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    expect(two).toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    const handled: string[] = [];
    const handler: EarlyHandler = (event) => {
      handled.push((event.target as HTMLAnchorElement).getAttribute('href')!);
      return true;
    };
    // The script runs (hands its handler over), then the browser says it has loaded.
    (window as unknown as Record<string, (name: string, handler: EarlyHandler) => void>)[EARLY_HANDLER_GLOBAL]('photos', handler);
    scriptOf('photos')!.dispatchEvent(new Event('load'));
    expect(handled).toEqual(['/media/two.jpg']);
    expect(two).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    expect(document.head.querySelectorAll(`script[src="${EARLY.photos}"]`)).toHaveLength(1);
    // From now on the handler answers at once.
    expect(press(one).defaultPrevented).toBe(true);
    expect(handled).toEqual(['/media/two.jpg', '/media/one.jpg']);
  });

  it('gives a kept press its native meaning when the script cannot be fetched', () => {
    const [one] = photos('slides');
    expect(press(one).defaultPrevented).toBe(true);
    const followed: boolean[] = [];
    one.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    scriptOf('slides')!.dispatchEvent(new Event('error'));
    expect(followed).toEqual([true]);
    expect(one).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
  });
});
