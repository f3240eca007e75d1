import { EARLY_PRESS_ATTRIBUTE } from './contract';

/**
 * An island's early handler: called by the boot script (inline-scripts/islands-boot.ts) for a click or a submit
 * inside the island's root before the island is ready. It shows the press's result at once from the HTML, changing
 * only attributes (never text or structure, so the island still hydrates the HTML as built), and returns true; the
 * island then adopts that state when it wakes. It returns false for a press it does not handle. Bundled into the
 * boot script, which every page carries: a few lines each (a bigger one is a script of its own that the boot script
 * loads where its island is: inline-scripts/photo-grid-early.ts).
 */
export type EarlyHandler = (event: Event, root: HTMLElement) => boolean;

/**
 * Keeps a press for later: marks `control` (the only control marked) with EARLY_PRESS_ATTRIBUTE, for the script on
 * its way to press it again (the site script keeps one for the boot script, the boot script for an early handler).
 */
export function keepPress(control: Element): void {
  document.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}]`).forEach((other) => other.removeAttribute(EARLY_PRESS_ATTRIBUTE));
  control.setAttribute(EARLY_PRESS_ATTRIBUTE, '');
}
