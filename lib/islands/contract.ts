/**
 * The contract between an island's server wrapper (components/island), the page's boot script
 * (inline-scripts/islands-boot.ts), the island runtime (lib/islands/runtime.tsx) and the tests: the attributes an
 * island root carries and the events they exchange. How it all fits: docs/islands.md.
 *
 * - An island root is `<div data-island="<name>" data-wake="<moment>" data-props="<JSON>">` around the island's
 *   server-rendered HTML (CSS shows it as `display: contents`, so it adds no box). The boot script hydrates the
 *   root alone, at its moment, with the island's own chunk and the shared React chunk.
 * - Once hydrated and listening, the root carries ENHANCED_ATTRIBUTE; once every root of the page does, `<html>`
 *   carries HYDRATED_ATTRIBUTE (tests wait for these; nothing in the page depends on them).
 * - A press on an island before it is ready gets its result: the island's early handler (in the boot script) shows
 *   it at once from the HTML and the island adopts it when it wakes (the chat box, the photo viewer, the chosen
 *   day). A press on an island's link or button before the boot script itself has run is kept by the site script
 *   (EARLY_PRESS_ATTRIBUTE) and done by the boot script when it runs.
 */

/** On the root: the island's name, which is also its file's (`<name>.island.tsx`) and its chunk's. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** On the root: when it wakes (WAKE_MOMENTS). */
export const WAKE_ATTRIBUTE = 'data-wake';
/** On the root: milliseconds after the load event when an interaction island wakes anyway, once the browser is idle. */
export const WAKE_AFTER_ATTRIBUTE = 'data-wake-after';
/**
 * On the root: localStorage keys, space-separated: an interaction island wakes once the page has loaded when one of
 * them is set on this phone (a form with a draft to offer back, or a form kept to send: components/forms/form-draft.ts).
 */
export const WAKE_IF_STORED_ATTRIBUTE = 'data-wake-if-stored';
/**
 * On the root of a `visible` island: the last day (`YYYY-MM-DD`) its built HTML is right for (the calendar: the last
 * day of the month it was built showing). Until then it waits for the reader to start using the page; after it, the
 * HTML is out of date and it wakes as soon as it is on the screen.
 */
export const CURRENT_UNTIL_ATTRIBUTE = 'data-current-until';
/** On the root: the island's props, as JSON. */
export const PROPS_ATTRIBUTE = 'data-props';
/** Server-rendered HTML passed into an island (its `children`), kept as it is when the island hydrates. */
export const SLOT_ATTRIBUTE = 'data-island-slot';
/** On the root: the boot script has started loading it. */
export const WOKEN_ATTRIBUTE = 'data-woken';
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On a control pressed before the boot script ran, until it does. */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

/**
 * When an island wakes:
 * - `interaction`: the reader's first sign of using it (a pointer over it or going down on it, a touch, focus, a key
 *   inside it), or a press the boot script holds for it: chat, photo grids, forms;
 * - `visible`: when it is on the screen once the reader has started using the page (a scroll, a touch, a key), at
 *   the browser's next idle moment: the calendar. A page nobody touches loads nothing; one whose built HTML is out of
 *   date (CURRENT_UNTIL_ATTRIBUTE) wakes the island as soon as it is on the screen;
 * - `idle`: when the browser is idle after the load event: what must run without the reader (analytics consent).
 */
export const WAKE_MOMENTS = ['interaction', 'visible', 'idle'] as const;
export type WakeMoment = (typeof WAKE_MOMENTS)[number];

/** Dispatched on the window: wakes every island of the page now (the tests' `hydrated`, or a script that needs them all). */
export const WAKE_ALL_EVENT = 'islands-wake';

/** The boot script's tag (scripts/islands/page-transform.ts adds it): its data attributes list the page's chunks. */
export const BOOT_ID = 'islands-boot';
/** On the boot script's tag once it has run: until then the site script keeps a press on an island for it. */
export const BOOT_READY_ATTRIBUTE = 'data-ready';
/**
 * The global function by which an early handler that is a script of its own (inline-scripts/photo-grid-early.ts: too
 * big to be in the boot script every page loads) hands itself to the boot script, which loads it.
 */
export const EARLY_HANDLER_GLOBAL = 'islandEarlyHandler';
/** The public folder of the island chunks in out/ (content-hashed names, cached for a year). */
export const ISLANDS_DIR = '_islands';
