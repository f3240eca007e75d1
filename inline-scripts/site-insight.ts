/**
 * The site script's part that counts page views for the school's own insight (lib/insight.ts, server/insight/):
 * one beacon per page show (also a back/forward restore, then as a visit from our own pages), sent once the browser
 * is idle after it, so that it never competes with the page's first paint and requests on a slow connection (on a
 * short text page it came before the largest paint: bench, issue 20), or at page hide when the page is left
 * before it was sent, so a visit of a second counts too; and one `started` beacon
 * at the first input on the admission form. Sends the path, its query, the referring site's host and a device
 * class, nothing else; nothing at all under Do-Not-Track or Global Privacy Control. Without the form service
 * (a static host alone) the beacon fails silently.
 */
import { deviceClass, INSIGHT_ENDPOINTS, PATH_MAX, QUERY_MAX } from '@/lib/insight-beacon';
import { whenIdle } from './when-idle';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** The longest a page view's beacon waits for the browser to be idle after the page is shown. */
const VIEW_BEACON_WAIT_MS = 2000;

/** `apiBase` is where the forms post (lib/forms/api.ts), given to the site script by its tag. */
export function countPageViews(apiBase: string): void {
  const browser: PrivacyNavigator = navigator;
  let viewed = false;
  let started = false;

  const send = (endpoint: string, body: object) => {
    try {
      if (browser.doNotTrack === '1' || (window as { doNotTrack?: string }).doNotTrack === '1' || browser.globalPrivacyControl || !browser.sendBeacon) return;
      browser.sendBeacon(apiBase + endpoint, JSON.stringify(body));
    } catch {
      // A beacon is never worth an error on the page.
    }
  };

  const view = (event?: PageTransitionEvent) => {
    const restored = event && event.persisted;
    let referrer = '';
    if (viewed && !restored) return;
    viewed = true;
    removeEventListener('beforeunload', leaving);
    try {
      referrer = restored ? location.host : (document.referrer && new URL(document.referrer).host) || '';
    } catch {
      // An unreadable referrer counts as none.
    }
    send(INSIGHT_ENDPOINTS.view, {
      path: location.pathname.slice(0, PATH_MAX),
      query: location.search.slice(1, QUERY_MAX + 1),
      referrer,
      device: deviceClass(innerWidth),
    });
  };

  // Chromium runs no pagehide for a tab closed while its page is still loading unless the page listens for
  // beforeunload, so the view would be lost exactly when a visit is shortest (e2e/insight.e2e.ts). The listener
  // goes once the view is sent: Firefox keeps no page with one in its back/forward cache.
  const leaving = () => view();
  addEventListener('beforeunload', leaving);
  addEventListener('pageshow', (event) => whenIdle(() => view(event), VIEW_BEACON_WAIT_MS));
  addEventListener('pagehide', leaving);
  document.addEventListener(
    'input',
    (event) => {
      const form = (event.target as HTMLInputElement).form;
      if (!started && form && /\/admissions$/.test(form.getAttribute('action') || '')) {
        started = true;
        send(INSIGHT_ENDPOINTS.started, { form: 'admission' });
      }
    },
    true,
  );
}
