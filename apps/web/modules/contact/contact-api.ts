import 'server-only';
import type { ContactMessageRequest } from '@chairside/contracts';
import { apiBaseUrl } from '../../lib/api/base-url';
import { firstApiError } from '../../lib/api/account-client';

export type ContactSendResult = { ok: true } | { ok: false; reason: 'botProtection' | 'tooMany' | 'invalid' | 'unavailable'; field?: string; message?: string };

/**
 * POST /mw/contact. The visitor's forwarding chain goes along, so an API that trusts this server
 * (TRUST_PROXY) applies its per-IP limit and bot check to the visitor, not to the storefront.
 */
export async function sendContactMessage(body: ContactMessageRequest, forwardedFor: string | null): Promise<ContactSendResult> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}/mw/contact`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (response.status === 201) return { ok: true };
  if (response.status === 429) return { ok: false, reason: 'tooMany' };
  const error = response.status === 400 ? firstApiError(await response.json().catch(() => undefined)) : undefined;
  if (error?.code === 'BotProtectionFailed') return { ok: false, reason: 'botProtection' };
  if (error?.code === 'InvalidField' && typeof error.field === 'string') return { ok: false, reason: 'invalid', field: error.field, message: error.message };
  return { ok: false, reason: 'unavailable' };
}
