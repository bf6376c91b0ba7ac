import { analyticsPolicy } from '@chairside/domain';

const cookieName = 'chairside_anonymous_id';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/**
 * The visitor's anonymous id: a random id in a first-party cookie kept 365 days (spec §9), the
 * same before and after login. Not HttpOnly: the browser-side analytics library reads it.
 */
export function anonymousId(): string {
  const current = readCookie(cookieName);
  if (current && uuidPattern.test(current)) return current;
  const fresh = randomId();
  const maxAge = analyticsPolicy.anonymousIdCookieDays * 24 * 60 * 60;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName}=${fresh}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  return fresh;
}
