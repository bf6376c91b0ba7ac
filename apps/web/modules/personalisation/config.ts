import 'server-only';

/**
 * The personalisation service's script (spec §7), PERSONALISATION_SCRIPT_URL: off when unset. Read at request time, so
 * one build serves every environment. Only http(s) URLs are taken.
 */
export function personalisationScriptUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env.PERSONALISATION_SCRIPT_URL?.trim();
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
}

/** Where the script may call home and load its images from (the page CSP's connect-src and img-src). */
export function personalisationOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const url = personalisationScriptUrl(env);
  return url ? [new URL(url).origin] : [];
}
