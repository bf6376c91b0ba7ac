import 'server-only';

/** Google's loader; a self-hosted proxy or the browser tests' fake can stand in (RECAPTCHA_SCRIPT_URL). */
export const defaultScriptUrl = 'https://www.google.com/recaptcha/api.js';

export interface BotProtectionConfig {
  siteKey: string;
  /** The loader, asked for explicit rendering (the layout renders one invisible widget). */
  scriptUrl: string;
}

/**
 * reCAPTCHA v3 is on when RECAPTCHA_SITE_KEY is set (the API's RECAPTCHA_SECRET_KEY must be set with it).
 * Read at request time, not inlined at build, so one build serves every environment.
 */
export function botProtectionConfig(
  env: Record<string, string | undefined> = process.env,
): BotProtectionConfig | undefined {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  if (!siteKey) return undefined;
  const scriptUrl = new URL(env.RECAPTCHA_SCRIPT_URL?.trim() || defaultScriptUrl);
  scriptUrl.searchParams.set('render', 'explicit');
  return { siteKey, scriptUrl: scriptUrl.toString() };
}
