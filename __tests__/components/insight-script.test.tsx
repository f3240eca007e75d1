import { renderToStaticMarkup } from 'react-dom/server';
import { SiteScript } from '@/components/site-script/site-script';

const beacons: { url: string; body: unknown }[] = [];

// The script's listeners are on the window and document: run it once for the whole file, as a page runs it once.
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://www.google.com/search?q=school+undri' });
  window.history.replaceState(null, '', '/rules?section=uniform');
  document.body.innerHTML = `<form method="post" action="/api/admissions"><label>Name <input name="firstName"></label><label>Class <input name="studentClass"></label></form>
    <form method="post" action="/api/contact"><label>Message <input name="message"></label></form>`;
  runSiteScript();
});

/** The layout's tag (its API base) in the document, its text run as the browser runs it (currentScript set). */
function runSiteScript() {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<SiteScript />);
  const tag = holder.querySelector('script')!;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  new Function(tag.textContent!)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}

afterAll(() => {
  delete (navigator as Partial<Navigator>).sendBeacon;
});

function pageEvent(type: 'pageshow' | 'pagehide', persisted: boolean) {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

/** The browser becoming idle (jsdom has no requestIdleCallback: the script waits a task, on jest's clock here). */
const idle = () => jest.runOnlyPendingTimers();

describe('the site script counts page views (inline-scripts/site-insight.ts)', () => {
  beforeEach(() => {
    beacons.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends one view once the browser is idle after page show: path, query, the referring host and a device class, nothing else', () => {
    pageEvent('pageshow', false);
    // Not during the page's first paint and requests.
    expect(beacons).toEqual([]);
    idle();
    pageEvent('pagehide', false);
    expect(beacons).toEqual([{ url: '/api/insight/view', body: { path: '/rules', query: 'section=uniform', referrer: 'www.google.com', device: 'desktop' } }]);
  });

  it('counts a back/forward restore again, as a visit from our own pages', () => {
    pageEvent('pageshow', true);
    idle();
    expect(beacons).toEqual([
      { url: '/api/insight/view', body: { path: '/rules', query: 'section=uniform', referrer: window.location.host, device: 'desktop' } },
    ]);
  });

  it('sends `started` once, at the first input on the admission form only', () => {
    const [admissionName, admissionClass, contact] = [...document.querySelectorAll('input')];
    contact.dispatchEvent(new Event('input', { bubbles: true }));
    admissionName.dispatchEvent(new Event('input', { bubbles: true }));
    admissionClass.dispatchEvent(new Event('input', { bubbles: true }));
    admissionName.dispatchEvent(new Event('input', { bubbles: true }));
    expect(beacons).toEqual([{ url: '/api/insight/started', body: { form: 'admission' } }]);
  });

  it('sends nothing under Do-Not-Track or Global Privacy Control', () => {
    for (const [name, value] of [
      ['doNotTrack', '1'],
      ['globalPrivacyControl', true],
    ] as const) {
      Object.defineProperty(navigator, name, { configurable: true, value });
      pageEvent('pageshow', true);
      idle();
      delete (navigator as unknown as Record<string, unknown>)[name];
    }
    expect(beacons).toEqual([]);
  });
});

describe('a page left before its view was sent', () => {
  const views = () => beacons.filter((beacon) => beacon.url === '/api/insight/view');

  it('is counted at page hide (a visit of a second counts too)', () => {
    beacons.length = 0;
    // A fresh run of the script, as on a new page: its own flags, no pageshow yet.
    runSiteScript();
    pageEvent('pagehide', false);
    expect(views()).toHaveLength(1);
  });

  it('is counted once when its tab closes while it is still loading (Chromium then runs beforeunload, not pagehide)', () => {
    beacons.length = 0;
    runSiteScript();
    window.dispatchEvent(new Event('beforeunload'));
    expect(views()).toHaveLength(1);
    pageEvent('pagehide', false);
    expect(views()).toHaveLength(1);
  });

  it('listens for beforeunload only until its view is sent (Firefox keeps no page with that listener for back and forward)', () => {
    jest.useFakeTimers();
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    runSiteScript();
    const beforeUnload = added.mock.calls.find(([type]) => type === 'beforeunload')?.[1];
    expect(beforeUnload).toBeInstanceOf(Function);
    expect(removed).not.toHaveBeenCalledWith('beforeunload', beforeUnload);
    pageEvent('pageshow', false);
    jest.runOnlyPendingTimers();
    expect(removed).toHaveBeenCalledWith('beforeunload', beforeUnload);
    added.mockRestore();
    removed.mockRestore();
    jest.useRealTimers();
  });

  it('is counted once when it is hidden between its show and the idle moment', () => {
    jest.useFakeTimers();
    beacons.length = 0;
    runSiteScript();
    pageEvent('pageshow', false);
    pageEvent('pagehide', false);
    expect(views()).toHaveLength(1);
    jest.runOnlyPendingTimers();
    expect(views()).toHaveLength(1);
    jest.useRealTimers();
  });
});
