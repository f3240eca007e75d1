/** What the calendar's markup and its early handler (events-calendar.early.ts, in the boot script) share. */

/** On each day's panel below the grid: its date (`YYYY-MM-DD`); hidden unless that day is chosen. */
export const PANEL_ATTRIBUTE = 'data-day-panel';
/** On the hint shown while no day is chosen. */
export const HINT_ATTRIBUTE = 'data-day-hint';
/** A day's button in the grid. */
export const DAY_SELECTOR = 'button[data-date]';

/** Chooses `date` as the island renders a chosen day: its button pressed, its panel shown, the others hidden. */
export function showDay(root: Element, date: string): void {
  root.querySelectorAll(DAY_SELECTOR).forEach((day) => day.setAttribute('aria-pressed', String(day.getAttribute('data-date') === date)));
  root.querySelectorAll<HTMLElement>(`[${PANEL_ATTRIBUTE}]`).forEach((panel) => (panel.hidden = panel.getAttribute(PANEL_ATTRIBUTE) !== date));
  root.querySelectorAll<HTMLElement>(`[${HINT_ATTRIBUTE}]`).forEach((hint) => (hint.hidden = true));
}
