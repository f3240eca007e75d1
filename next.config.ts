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
  // The publisher's builds skip next build's type check (PUBLISH_TYPECHECK=1 keeps it): a content edit cannot
  // change a type, and code is type-checked by CI before it is merged. Every other build checks types.
  // The build checks the site's own code (tsconfig.site.json: app, components, lib, inline-scripts); the server,
  // scripts, tests and bench are checked by `npm run typecheck`, which CI runs before it builds.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1', tsconfigPath: 'tsconfig.site.json' },
  turbopack: {
    // The publisher builds in a release folder whose node_modules links to the app's: it names a root holding both.
    ...(process.env.NEXT_TURBOPACK_ROOT ? { root: process.env.NEXT_TURBOPACK_ROOT } : {}),
    // Without an analytics id the tracker module is swapped for an empty one: no analytics code ships.
    resolveAlias: process.env.NEXT_PUBLIC_GA_ID ? {} : { [TRACKER]: './components/analytics/no-page-view-tracker.tsx' },
  },
};

export default nextConfig;
