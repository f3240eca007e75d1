import type { EarlyHandler } from '@/lib/islands/early';

/** On the footer's "Google Analytics settings" link: its island's code finds it by this attribute. */
export const ANALYTICS_CHOICE_ATTRIBUTE = 'data-analytics-choice';
/**
 * Set on the island's root when the link was pressed before the island was ready: the island opens the question when
 * it wakes. On the root, which React does not render, so the hydrated HTML stays as built.
 */
export const KEPT_PRESS_ATTRIBUTE = 'data-kept-press';

/**
 * A press on "Google Analytics settings" before the analytics island is ready (it wakes when the browser is idle)
 * is kept, not taken to the privacy notice: the root is marked and the island, once awake, opens the question
 * (page-view-tracker.tsx), as the press would have done a moment later.
 */
export const analyticsChoiceEarly: EarlyHandler = (event, root) => {
  const link = event.type === 'click' && (event.target as Element).closest(`[${ANALYTICS_CHOICE_ATTRIBUTE}]`);
  if (!link || !root.contains(link)) return false;
  root.setAttribute(KEPT_PRESS_ATTRIBUTE, '');
  return true;
};
