import Script from 'next/script';

/**
 * The personalisation service's script, loaded once the page is idle (it must not slow the first paint), allowed by
 * the page's CSP nonce. It reads the trackData pushes Personalisation.tsx queues in window.chairsidePersonalisation,
 * those made before it loaded included.
 */
export function PersonalisationScript({ src, nonce }: { src: string; nonce: string | undefined }) {
  return <Script id="personalisation" src={src} strategy="lazyOnload" nonce={nonce} />;
}
