'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { ANALYTICS_CHOICE_ATTRIBUTE, KEPT_PRESS_ATTRIBUTE } from './analytics-choice.early';
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
/** Where the footer's link leads without JavaScript: the privacy notice says what Google Analytics does and how to refuse it. */
export const ANALYTICS_CHOICE_FALLBACK = '/privacy';
export const ANALYTICS_CHOICE_LABEL = 'Google Analytics settings';

/** The answer given on this page where storage is blocked, and who re-renders on an answer. */
let given: Consent | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Do-Not-Track or Global Privacy Control: a "no" the browser gives for the visitor, never asked again. */
function browserRefuses(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || Boolean(nav.globalPrivacyControl);
}

function readConsent(): Consent {
  if (given) return given;
  if (browserRefuses()) return 'denied';
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

/**
 * Withdrawn after Google's script ran on this page: it sends nothing more (Google's documented opt-out flag and
 * consent update), and its cookies (_ga, _ga_<container>) are deleted wherever it may have set them (this host and
 * each parent domain), so the next visit starts unknown to it.
 */
function stopGoogle(measurementId: string) {
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = true;
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.includes('.') || domain === 'localhost');
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
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
  // The visitor reopened the question from the footer, to withdraw or to give consent.
  const [reviewing, setReviewing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const choiceLink = useRef<HTMLAnchorElement>(null);

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

  useEffect(() => {
    if (reviewing) heading.current?.focus();
  }, [reviewing]);

  useEffect(() => {
    // A press kept while the island was on its way (analytics-choice.early.ts) is done now.
    const link = choiceLink.current;
    const root = link?.closest(`[${KEPT_PRESS_ATTRIBUTE}]`);
    if (!link || !root) return;
    root.removeAttribute(KEPT_PRESS_ATTRIBUTE);
    link.click();
  }, []);

  const close = () => {
    setReviewing(false);
    choiceLink.current?.focus();
  };
  const choose = (choice: 'granted' | 'denied') => {
    if (choice === 'denied' && window.gtag) stopGoogle(measurementId);
    answer(choice);
    if (reviewing) close();
  };
  const review = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setReviewing(true);
  };

  const refused = consent !== undefined && browserRefuses();
  const asking = consent === 'unasked' || reviewing;
  return (
    <>
      {/* Without JavaScript nothing of Google's ever loads, so the link only explains (the privacy notice). */}
      <a
        ref={choiceLink}
        href={ANALYTICS_CHOICE_FALLBACK}
        onClick={review}
        {...{ [ANALYTICS_CHOICE_ATTRIBUTE]: '' }}
        aria-expanded={consent === undefined ? undefined : reviewing}
      >
        {ANALYTICS_CHOICE_LABEL}
      </a>
      {asking ? (
        <section className={styles.notice} aria-labelledby="analytics-consent-heading">
          <h2 id="analytics-consent-heading" className={styles.heading} ref={heading} tabIndex={-1}>
            May we use Google Analytics?
          </h2>
          <p className={styles.text}>
            It tells the school which pages are read, using a cookie and sending your visit to Google. The website works the same either way.
          </p>
          {reviewing ? (
            <p className={styles.text} data-analytics-current>
              {refused
                ? 'Your browser asks websites not to track you, so Google Analytics stays off here.'
                : consent === 'granted'
                  ? 'Your choice on this device: allowed. "No, thanks" withdraws it and deletes Google\'s cookies.'
                  : 'Your choice on this device: not allowed.'}
            </p>
          ) : null}
          <div className={styles.actions}>
            {refused ? (
              <button type="button" className={styles.deny} onClick={close}>
                Close
              </button>
            ) : (
              <>
                <button type="button" className={styles.allow} onClick={() => choose('granted')}>
                  Allow
                </button>
                <button type="button" className={styles.deny} onClick={() => choose('denied')}>
                  No, thanks
                </button>
              </>
            )}
          </div>
        </section>
      ) : null}
    </>
  );
}
