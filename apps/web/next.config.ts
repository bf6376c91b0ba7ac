import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The shared packages export TypeScript source.
  transpilePackages: ['@chairside/domain', '@chairside/contracts'],
  // Product images are the API's generated SVGs, served same-origin by app/media/[...path]/route.ts.
  images: { unoptimized: true },
};

export default nextConfig;
