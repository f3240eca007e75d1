import { SITE_SCRIPT } from '@/components/site-script/site-script';
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_MAX_WAIT_MS, ENHANCED_ATTRIBUTE, heldPressRoot, NATIVE_ATTRIBUTE, START_EVENT } from '@/lib/early-press';

// jsdom has no CSS.escape; the browsers the site script runs in all do.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/["\\]/g, '\\$&');

// The script's listeners are on the document: run it once for the whole file, as the layout runs it once per page.
beforeAll(() => {
  new Function(SITE_SCRIPT)();
});

// jsdom has no PointerEvent; the script reads only the target of a pointerdown.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An island root that is not ready yet, with two controls, and the clicks that reach each control's own handler. */
function island() {
  document.body.innerHTML = '<p id="outside">Text</p><div data-island="photo zoom"><button data-replay="a">A</button><button data-replay="b">B</button></div>';
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  const control = (key: string) => root.querySelector<HTMLButtonElement>(`[data-replay="${key}"]`)!;
  const clicks: string[] = [];
  // As React's root listener would: it handles clicks, but only does anything once the island is ready.
  root.addEventListener('click', (event) => {
    if (root.hasAttribute(ENHANCED_ATTRIBUTE)) clicks.push((event.target as HTMLElement).getAttribute('data-replay')!);
  });
  return { root, control, clicks };
}

function press(element: Element, init: MouseEventInit = {}): MouseEvent {
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(click);
  return click;
}

describe('a press on an island before it is ready (site script, lib/early-press.ts)', () => {
  it('is held with feedback at once, starts the framework, and is done once on the same control when the island is ready', async () => {
    const { root, control, clicks } = island();
    const started = jest.fn();
    window.addEventListener(START_EVENT, started);
    const click = press(control('a'));
    window.removeEventListener(START_EVENT, started);
    expect(click.defaultPrevented).toBe(true);
    expect(started).toHaveBeenCalledTimes(1);
    // The island's kinds: the loader fetches their lazy modules beside the framework.
    expect((started.mock.calls[0][0] as CustomEvent).detail).toBe('photo zoom');
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

  it('names the island a press is held on, for its module to fetch what the press needs before hydration', () => {
    const { root, control } = island();
    root.setAttribute('data-kind', 'grid');
    expect(heldPressRoot('[data-kind]')).toBeNull();
    press(control('b'));
    expect(heldPressRoot('[data-kind]')).toBe(root);
    expect(heldPressRoot('[data-other]')).toBeNull();
    // Released (the island became ready): nothing is held any more.
    press(document.getElementById('outside')!);
    expect(heldPressRoot('[data-kind]')).toBeNull();
  });

  it('is done on the control with the same key when the island has redrawn it (the chat link becomes a button)', async () => {
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

  it('pressing the same control twice still does it once', async () => {
    const { root, control, clicks } = island();
    press(control('a'));
    press(control('a'));
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    await flush();
    expect(clicks).toEqual(['a']);
  });

  it('leaves alone a modified click, a click on a ready island, and a click outside any island', () => {
    const { root, control } = island();
    expect(press(control('a'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(control('a'), { button: 1 }).defaultPrevented).toBe(false);
    expect(press(document.getElementById('outside')!).defaultPrevented).toBe(false);
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    expect(press(control('a')).defaultPrevented).toBe(false);
  });

  it('lets go when the framework never comes: the feedback goes, and presses keep their native meaning', async () => {
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
