'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

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
 * Sends one page view (path plus query) per navigation, client-side ones included. Rendered only when
 * NEXT_PUBLIC_GA_ID is set; without it no analytics code or request exists (DESIGN.md, DPDP Act 2023).
 */
export function PageViewTracker({ measurementId }: PageViewTrackerProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();

  useEffect(() => {
    const gtag = ensureGtag(measurementId);
    const pagePath = query ? `${pathname}?${query}` : pathname;
    gtag('event', 'page_view', {
      page_path: pagePath,
      page_location: `${window.location.origin}${pagePath}`,
      page_title: document.title,
      send_to: measurementId,
    });
  }, [measurementId, pathname, query]);

  return null;
}
