import { renderToString } from 'react-dom/server';
import { ChatWidget } from '@/components/chat-widget/chat-widget';
import { Island } from '@/components/island/island';
import chatWidget from '@/components/chat-widget/chat-widget.island';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import {
  BOOT_ID,
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESS_MAX_WAIT_MS,
  ENHANCED_ATTRIBUTE,
  NATIVE_ATTRIBUTE,
  WAKE_ALL_EVENT,
  WOKEN_ATTRIBUTE,
} from '@/lib/islands/contract';

/** Each island's chunks, as the build gives them to the boot script (scripts/islands/page-transform.ts). */
const MODULES = {
  demo: ['/_islands/demo-A.js', '/_islands/chunk-react.js'],
  'chat-widget': ['/_islands/chat-widget-B.js', '/_islands/chunk-react.js'],
  later: ['/_islands/later-C.js', '/_islands/chunk-react.js'],
};

// jsdom has no CSS.escape; the browsers the boot script runs in all do.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/["\\]/g, '\\$&');

// The boot script's listeners are on the document: run it once for the whole file, as a page runs it once.
beforeAll(() => {
  const script = document.createElement('script');
  script.id = BOOT_ID;
  script.dataset.modules = JSON.stringify(MODULES);
  script.textContent = BUILT_INLINE_SCRIPTS.islandsBoot;
  document.head.appendChild(script);
});

beforeEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
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

describe('a press on an island before it is ready, without an early handler: held and done once it is', () => {
  it('is held with feedback at once, wakes the island, and is done once on the same control when the island is ready', async () => {
    const { root, control, clicks } = island();
    const click = press(control('a'));
    expect(click.defaultPrevented).toBe(true);
    expect(root).toHaveAttribute(WOKEN_ATTRIBUTE);
    expect(control('a')).toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    expect(control('a')).toHaveAttribute('aria-busy', 'true');
    await flush();
    expect(clicks).toEqual([]);

    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    await flush();
    expect(clicks).toEqual(['a']);
    expect(control('a')).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    expect(control('a')).not.toHaveAttribute('aria-busy');
    // Exactly once: the island changing again replays nothing more.
    root.removeAttribute(ENHANCED_ATTRIBUTE);
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    await flush();
    expect(clicks).toEqual(['a']);
  });

  it('is done on the control with the same key when the island has redrawn it', async () => {
    const { root, control, clicks } = island();
    press(control('b'));
    const redrawn = document.createElement('button');
    redrawn.setAttribute('data-replay', 'b');
    control('b').replaceWith(redrawn);
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    await flush();
    expect(clicks).toEqual(['b']);
  });

  it('keeps only the latest intent: a press elsewhere, Escape or another control drops the held one', async () => {
    let { root, control, clicks } = island();
    press(control('a'));
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(control('a')).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    await flush();
    expect(clicks).toEqual([]);

    ({ root, control, clicks } = island());
    press(control('a'));
    control('a').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    await flush();
    expect(clicks).toEqual([]);

    ({ root, control, clicks } = island());
    press(control('a'));
    press(control('b'));
    expect(control('a')).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    expect(control('b')).toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    await flush();
    expect(clicks).toEqual(['b']);
  });

  it('leaves alone a modified click, a click on a ready island, and a click outside any island', () => {
    const { root, control } = island();
    expect(press(control('a'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(control('a'), { button: 1 }).defaultPrevented).toBe(false);
    expect(press(document.getElementById('outside')!).defaultPrevented).toBe(false);
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    expect(press(control('a')).defaultPrevented).toBe(false);
  });

  it('lets go when the island never comes: the feedback goes, and presses keep their native meaning', async () => {
    jest.useFakeTimers();
    try {
      const { root, control, clicks } = island();
      press(control('a'));
      jest.advanceTimersByTime(EARLY_PRESS_MAX_WAIT_MS);
      expect(control('a')).not.toHaveAttribute(EARLY_PRESS_ATTRIBUTE);
      expect(root).toHaveAttribute(NATIVE_ATTRIBUTE);
      expect(press(control('a')).defaultPrevented).toBe(false);
      root.setAttribute(ENHANCED_ATTRIBUTE, '');
      await Promise.resolve();
      expect(clicks).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
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

  it('sends a message typed into it before the island is there, as the island would', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { link, box } = page();
    press(link);
    box.querySelector('input')!.value = 'Fees & bus #4';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    box.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('https://api.whatsapp.com/send?phone=919822019940&text=Fees%20%26%20bus%20%234', '_blank', 'noopener,noreferrer');
    expect(box.querySelector('input')).toHaveValue('');
    open.mockRestore();
  });

  it('is the same widget as the island renders: the launcher is the island launcher', () => {
    expect(renderToString(<ChatWidget {...SITE} />)).toContain('data-chat-launcher');
  });
});
