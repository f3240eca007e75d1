import type { NextConfig } from 'next';

const TRACKER = '@/components/analytics/page-view-tracker';

const nextConfig: NextConfig = {
  output: 'export',
  // Clean URLs without trailing slash: /rules is written as out/rules.html.
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/images.ts writes the responsive variants at build time; nothing is optimised at request time.
  images: { unoptimized: true },
  turbopack: {
    // Without an analytics id the tracker module is swapped for an empty one: no analytics code ships.
    resolveAlias: process.env.NEXT_PUBLIC_GA_ID ? {} : { [TRACKER]: './components/analytics/no-page-view-tracker.tsx' },
  },
};

export default nextConfig;
