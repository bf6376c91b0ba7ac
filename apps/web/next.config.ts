import type { NextConfig } from 'next';
import { apiBaseUrl } from './lib/api/base-url';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The shared packages export TypeScript source.
  transpilePackages: ['@chairside/domain', '@chairside/contracts'],
  // Product images are the API's generated SVGs, served same-origin through the rewrite below.
  images: { unoptimized: true },
  async rewrites() {
    return [{ source: '/media/:path*', destination: `${apiBaseUrl()}/media/:path*` }];
  },
};

export default nextConfig;
