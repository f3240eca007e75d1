/**
 * The contract between the page's inline script (components/site-script) and the React islands, by which a
 * press on an island's control before the framework has arrived is kept and done once the island is ready,
 * instead of falling back to the control's no-JavaScript meaning (a new window, the bare photo, nothing):
 *
 * - an island's root carries ISLAND_ATTRIBUTE and, once hydrated and listening, ENHANCED_ATTRIBUTE;
 * - each of its controls that a press may target carries REPLAY_ATTRIBUTE: a key that names the same control
 *   before and after the island redraws it (the chat launcher's link becomes a button; a photo tile stays);
 * - a plain press on such a control while its root is not enhanced is held (default prevented), the control
 *   is marked with EARLY_PRESS_ATTRIBUTE and aria-busy at once, the framework is asked to start
 *   (START_EVENT, which the loader of scripts/defer-framework.ts listens for), and when the root becomes
 *   enhanced the control with the same key is clicked, once. A later press elsewhere, Escape, or a press on
 *   another early control drops the held one; after EARLY_PRESS_MAX_WAIT_MS without the framework the hold is
 *   released and that island's controls keep their native meaning from then on (NATIVE_ATTRIBUTE).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
export const REPLAY_ATTRIBUTE = 'data-replay';
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';
export const NATIVE_ATTRIBUTE = 'data-native';
/**
 * Dispatched on the window to start the framework at once (the loader treats it as an interaction), its detail
 * the held island's ISLAND_ATTRIBUTE value: the kinds whose modules the loader then preloads (LAZY_MODULES).
 */
export const START_EVENT = 'framework-start';

/**
 * What a held press on an island needs beyond the framework: modules each island imports lazily, keyed by the
 * kind an island root names in its ISLAND_ATTRIBUTE (space-separated, e.g. "photo zoom"), each module named by
 * one of its exports. At build, scripts/defer-framework.ts finds the chunks that define each export among the
 * page's lazy chunk lists and gives them to the loader, which preloads a kind's chunks at high priority when a
 * press on such an island is held: they download beside the framework, not a round trip after it, and ahead of
 * the page's lazy images (an import() the runtime makes is only as urgent as an image; bench, issue 20).
 */
export const LAZY_MODULES = { photo: 'photoLightbox', zoom: 'photoLightboxZoom', chat: 'ChatBox' } as const;
export type IslandKind = keyof typeof LAZY_MODULES;

/** An island root's ISLAND_ATTRIBUTE value: the kinds of lazy module a press on it needs (none for most). */
export const islandKinds = (...kinds: IslandKind[]) => kinds.join(' ');
/** Longer than the framework ever takes on a slow phone (bench: a few seconds), short enough not to surprise. */
export const EARLY_PRESS_MAX_WAIT_MS = 15000;

/**
 * The island root matching `rootSelector` on which a press is held now, if any. An island's module calls this
 * when it first runs in the browser (before hydration) to start fetching what the held press will need (the
 * lightbox, the chat box) alongside the framework, rather than a round trip after hydration (issue 20).
 */
export function heldPressRoot(rootSelector: string): Element | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`${rootSelector} [${EARLY_PRESS_ATTRIBUTE}]`)?.closest(rootSelector) ?? null;
}
