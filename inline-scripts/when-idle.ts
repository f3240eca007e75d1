/**
 * Runs `callback` once the browser is idle, or after `timeout` ms at the latest; where there is no
 * requestIdleCallback (Safari), in the next task. Shared by the inline scripts: what can wait should not compete
 * with the page's first paint and its first requests on a slow connection.
 */
export const whenIdle = (callback: () => void, timeout: number) =>
  'requestIdleCallback' in self ? requestIdleCallback(callback, { timeout }) : setTimeout(callback);
