import { paymentFieldsOrigin } from '@/lib/payment-fields-origin';

/** A fresh, unguessable nonce for each response's scripts (DESIGN.md §5). */
export function createNonce(): string {
  return btoa(crypto.randomUUID());
}

/**
 * The page CSP. Development needs 'unsafe-eval' for React's debugging; production never does.
 * Frames come from the payment gateway's origin (its hosted card fields) and nowhere else outside the store. With
 * bot protection on, its script (allowed by nonce) may open its frames and call home: the script's own origin, plus
 * Google's fallback origin when the script is Google's. Services the pages talk to when configured (error reporting,
 * personalisation) add their origins to connect-src and img-src.
 */
export function contentSecurityPolicy(
  nonce: string,
  isDevelopment: boolean,
  botProtectionScriptUrl?: string,
  services: { connect?: string[]; img?: string[] } = {},
): string {
  const botOrigins = botProtectionScriptUrl ? botProtectionOrigins(botProtectionScriptUrl) : '';
  const connect = (services.connect ?? []).map((origin) => ` ${origin}`).join('');
  const img = (services.img ?? []).map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${img}`,
    "font-src 'self'",
    `connect-src 'self'${botOrigins}${connect}`,
    `frame-src 'self' ${paymentFieldsOrigin()}${botOrigins}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

function botProtectionOrigins(scriptUrl: string): string {
  const { origin } = new URL(scriptUrl);
  return origin === 'https://www.google.com' ? ` ${origin} https://recaptcha.google.com` : ` ${origin}`;
}

/** Headers every page answer carries; HSTS only over HTTPS, where browsers honour it. */
export function securityHeaders(csp: string, isHttps: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'X-Frame-Options': 'DENY',
    ...(isHttps ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
