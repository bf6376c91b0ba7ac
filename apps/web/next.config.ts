import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { sessionSecret } from './lib/session/secret';
import { configuredProxyTrust } from './lib/visitor/proxy-trust';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The shared packages export TypeScript source.
  transpilePackages: ['@chairside/domain', '@chairside/contracts'],
  // Product images are the API's generated SVGs, served same-origin by app/media/[...path]/route.ts.
  images: { unoptimized: true },
};

/**
 * The production server reads this as it starts: configuration it cannot work with (no session secret, an
 * unreadable TRUST_PROXY) stops the start here, with the reason, rather than failing every request later.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) {
    sessionSecret();
    configuredProxyTrust();
  }
  return nextConfig;
}
