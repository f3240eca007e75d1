'use client';

import { useEffect, useSyncExternalStore } from 'react';
import styles from './page-view-tracker.module.css';

interface PageViewTrackerProps {
  measurementId: string;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GTAG_ORIGIN = 'https://www.googletagmanager.com';
/** The visitor's answer, kept in this browser only: 'granted' or 'denied'. */
export const CONSENT_KEY = 'analytics-consent';
type Consent = 'granted' | 'denied' | 'unasked';

/** The answer given on this page where storage is blocked, and who re-renders on an answer. */
let given: Consent | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Do-Not-Track or Global Privacy Control counts as a "no" that is never asked again. */
function readConsent(): Consent {
  if (given) return given;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl) return 'denied';
  try {
    const stored = localStorage.getItem(CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'unasked';
  } catch {
    return 'unasked';
  }
}

function answer(consent: 'granted' | 'denied') {
  try {
    localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage blocked: the answer holds for this page only.
    given = consent;
  }
  listeners.forEach((listener) => listener());
}

function ensureGtag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  window.dataLayer = window.dataLayer || [];
  // gtag.js reads the `arguments` object itself, so this must be a function expression, not an arrow.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by hand on every navigation, so the automatic one is off.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return window.gtag;
}

/**
 * Google Analytics, only with the visitor's consent (DPDP Act 2023): rendered only when NEXT_PUBLIC_GA_ID is set
 * (without it no analytics code or request exists, DESIGN.md), as an island that wakes when the browser is idle
 * (page-view-tracker.island.ts). Until the visitor allows it, nothing of Google's loads: a small notice asks once
 * (not under Do-Not-Track or Global Privacy Control); after "Allow" it sends one page view (path plus query) for the
 * page: every navigation is a page load (plain links, no client router). The school's own counting
 * (components/site-script) needs no consent: it stores no personal data.
 */
export function PageViewTracker({ measurementId }: PageViewTrackerProps) {
  // Undefined in the static HTML (it cannot know the visitor's answer); read in the browser once hydrated.
  const consent = useSyncExternalStore(subscribe, readConsent, () => undefined);

  useEffect(() => {
    if (consent !== 'granted') return;
    const gtag = ensureGtag(measurementId);
    const pagePath = `${window.location.pathname}${window.location.search}`;
    gtag('event', 'page_view', {
      page_path: pagePath,
      page_location: `${window.location.origin}${pagePath}`,
      page_title: document.title,
      send_to: measurementId,
    });
  }, [consent, measurementId]);

  if (consent !== 'unasked') return null;
  return (
    <section className={styles.notice} aria-labelledby="analytics-consent-heading">
      <h2 id="analytics-consent-heading" className={styles.heading}>
        May we use Google Analytics?
      </h2>
      <p className={styles.text}>
        It tells the school which pages are read, using a cookie and sending your visit to Google. The website works the same either way.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.allow} onClick={() => answer('granted')}>
          Allow
        </button>
        <button type="button" className={styles.deny} onClick={() => answer('denied')}>
          No, thanks
        </button>
      </div>
    </section>
  );
}
