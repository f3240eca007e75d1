/**
 * The facts of the insight beacon (lib/insight.ts) that the inline site script needs too
 * (inline-scripts/site-insight.ts): apart from lib/insight.ts so that the script's bundle does not carry zod.
 */

/** The device classes, from the viewport's width in CSS pixels: below TABLET_MIN_WIDTH a phone, below DESKTOP_MIN_WIDTH a tablet. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1024;

/** The beacons' addresses under the API base (lib/forms/api.ts). */
export const INSIGHT_ENDPOINTS = { view: '/insight/view', started: '/insight/started', search: '/insight/search' } as const;

export const PATH_MAX = 200;
export const QUERY_MAX = 200;

/** The device class of a viewport width: the server's reports and the site script's beacon. */
export function deviceClass(width: number): DeviceClass {
  return width < TABLET_MIN_WIDTH ? 'mobile' : width < DESKTOP_MIN_WIDTH ? 'tablet' : 'desktop';
}
