'use client';

import { useEffect, useRef } from 'react';
import { startBotProtection } from './token';

/**
 * Loads reCAPTCHA v3 with the page's CSP nonce and renders its invisible widget, whose badge sits at
 * the bottom-left (spec §1, §9). The site key comes from the server per request (see config.ts).
 */
export function BotProtection({
  siteKey,
  scriptUrl,
  nonce,
}: {
  siteKey: string;
  scriptUrl: string;
  nonce: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? startBotProtection(siteKey, container.current) : undefined), [siteKey]);
  return (
    <>
      <script src={scriptUrl} nonce={nonce} async />
      <div ref={container} />
    </>
  );
}
