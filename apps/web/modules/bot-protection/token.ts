/**
 * reCAPTCHA v3 in the browser (spec §1: score-based, badge at bottom-left). The layout's
 * <BotProtection> starts it when the server has a site key; forms then ask for a token per submit.
 * Plain functions, no React: safe to import from client components.
 */
import type { BotTokenFields } from './fields';

/** The part of Google's `grecaptcha` global we use (explicit render, invisible widget). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: { sitekey: string; size: 'invisible'; badge: 'bottomleft' }): number;
  execute(widgetId: number, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Partial<Grecaptcha>;
  }
}

/** Spec §9: the script's arrival is polled every 25 ms. */
export const scriptPollDelayMs = 25;
/** A script still missing after this is blocked or down: no token, and the API refuses with its own message. */
export const scriptLoadTimeoutMs = 10_000;

interface Widget {
  grecaptcha: Grecaptcha;
  id: number;
}

/** Set once <BotProtection> mounted (a site key is configured); undefined means bot protection is off. */
let widget: Promise<Widget | undefined> | undefined;

/** Called by <BotProtection> on mount: renders the invisible widget (and its badge) into the container. */
export function startBotProtection(key: string, container: HTMLElement): () => void {
  widget = renderWidget(key, container);
  // A remount renders a fresh widget into its new container.
  return () => {
    widget = undefined;
  };
}

/** A token for one form post, or undefined when bot protection is off or its script never arrived. */
export async function botProtectionToken(action: string): Promise<string | undefined> {
  if (!widget) return undefined;
  const ready = await widget;
  if (!ready) return undefined;
  try {
    return await ready.grecaptcha.execute(ready.id, { action });
  } catch {
    return undefined;
  }
}

/** Puts a fresh token into each field (one after the other: one widget executes one action at a time). */
export async function addBotProtectionTokens(data: FormData, fields: BotTokenFields): Promise<void> {
  for (const [field, action] of Object.entries(fields)) {
    const token = await botProtectionToken(action);
    if (token) data.set(field, token);
    else data.delete(field);
  }
}

async function renderWidget(key: string, container: HTMLElement): Promise<Widget | undefined> {
  const grecaptcha = await pollFor(loadedGrecaptcha, scriptPollDelayMs, scriptLoadTimeoutMs);
  if (!grecaptcha) return undefined;
  return new Promise((resolve) => {
    grecaptcha.ready(() => {
      try {
        resolve({
          grecaptcha,
          id: grecaptcha.render(container, { sitekey: key, size: 'invisible', badge: 'bottomleft' }),
        });
      } catch {
        resolve(undefined);
      }
    });
  });
}

function loadedGrecaptcha(): Grecaptcha | undefined {
  const candidate = typeof window === 'undefined' ? undefined : window.grecaptcha;
  return candidate?.ready && candidate.render && candidate.execute ? (candidate as Grecaptcha) : undefined;
}

/** Reads `read()` every `intervalMs` until it gives a value or `timeoutMs` has passed. */
export async function pollFor<T>(
  read: () => T | undefined,
  intervalMs: number,
  timeoutMs: number,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
