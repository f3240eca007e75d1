import type { Metadata, Viewport } from 'next';
import pageViewTracker from '@/components/analytics/page-view-tracker.island';
import chatWidget from '@/components/chat-widget/chat-widget.island';
import enquiryForm from '@/components/forms/enquiry-form.island';
import { GoToTop, TOP_ID } from '@/components/go-to-top/go-to-top';
import { Island } from '@/components/island/island';
import { Notices } from '@/components/notices/notices';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { SiteScript } from '@/components/site-script/site-script';
import { TopBar } from '@/components/top-bar/top-bar';
import { getDisclosures } from '@/lib/content/disclosures';
import { getNoticesForBuild } from '@/lib/content/notices';
import { getSite } from '@/lib/content/site';
import { siteUrl } from '@/lib/env';
import { mainNavigation } from '@/lib/navigation';
import './globals.css';

const site = getSite();

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: site.name, template: `%s | ${site.shortName}` },
  description: site.description,
  applicationName: site.shortName,
  icons: { icon: '/images/logo.svg' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f3b66',
};

const gaMeasurementId = process.env.NEXT_PUBLIC_GA_ID;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const navigation = mainNavigation(getDisclosures());
  // Rendered once, at build: the build's time is what the notices are filtered by (not a render-to-render value).
  // eslint-disable-next-line react-hooks/purity
  const builtAt = Date.now();
  return (
    <html lang="en-IN">
      <head>
        {/* No paint until the page's header is parsed in full: on a slow phone the browser may otherwise paint a
            half-parsed header, whose navigation then grows and moves the rest (Chromium; others ignore it). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body id={TOP_ID}>
        <SiteScript />
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <Notices notices={getNoticesForBuild(builtAt)} builtAt={builtAt} />
        <TopBar site={site} />
        {/* The chat is help in the same place on every page (WCAG 3.2.6): in the header's row of icons on a phone, where it
            covers nothing, floating at the bottom right on wider screens (components/site-header). */}
        <SiteHeader site={site} navigation={navigation} chat={<Island of={chatWidget} props={site.chat} />} />
        {/* data-pagefind-body: what the site's search indexes (scripts/search-index.ts); header and footer are not. */}
        <main id="main" tabIndex={-1} data-pagefind-body>
          {children}
        </main>
        <SiteFooter
          site={site}
          contactForm={<Island of={enquiryForm} props={{}} />}
          analyticsChoice={gaMeasurementId ? <Island of={pageViewTracker} props={{ measurementId: gaMeasurementId }} /> : undefined}
        />
        <GoToTop />
      </body>
    </html>
  );
}
