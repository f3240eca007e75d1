/**
 * What the chat widget's markup and its early handler (chat-widget.early.ts, in the boot script) share: the box is
 * in the HTML from the start, closed, so a press on the launcher before the island is ready opens it at once.
 */
export const BOX_ATTRIBUTE = 'data-chat-box';
export const LAUNCHER_ATTRIBUTE = 'data-chat-launcher';
export const CLOSE_ATTRIBUTE = 'data-chat-close';
/** On the box while it is open (its style too: height and visibility). */
export const OPEN_ATTRIBUTE = 'data-open';
/** On the box: its open height in pixels (chatboxHeight). */
export const OPEN_HEIGHT_ATTRIBUTE = 'data-open-height';
/** On the box: when it was opened before the island was ready (Date.now()), so the greeting keeps its delay. */
export const OPENED_AT_ATTRIBUTE = 'data-opened-at';
/** The box's fixed ids: one chat widget per page, and an island has no useId: lib/islands/runtime.tsx says why. */
export const BOX_ID = 'chat-box';

/** Opens or closes the box as the island renders it open or closed (the early handler's and the tests' view of it). */
export function showBox(box: HTMLElement, open: boolean): void {
  box.toggleAttribute(OPEN_ATTRIBUTE, open);
  box.style.height = open ? `${box.getAttribute(OPEN_HEIGHT_ATTRIBUTE)}px` : '0px';
  box.style.visibility = open ? 'visible' : 'hidden';
}
