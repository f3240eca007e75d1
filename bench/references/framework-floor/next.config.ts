import path from 'node:path';
import type { NextConfig } from 'next';

// The bench copies this folder to bench/.work/framework-floor and builds it with the project's next,
// so the same settings as the site: static export, clean URLs. Modules resolve from the project root.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: { root: path.resolve(process.env.BENCH_PROJECT_ROOT ?? path.join(__dirname, '..', '..', '..')) },
};

export default nextConfig;
