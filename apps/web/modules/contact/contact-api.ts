import 'server-only';
import type { ContactMessageRequest } from '@chairside/contracts';
import { accountCall, firstApiError, type ApiReply } from '@/lib/api/account-client';

export type ContactSendResult =
  | { ok: true }
  | { ok: false; reason: 'botProtection' | 'tooMany' | 'invalid' | 'unavailable'; field?: string; message?: string };

/**
 * POST /mw/contact, with our client credentials: the API then counts its per-visitor limit for the visitor the
 * transport names, not for this server.
 */
export async function sendContactMessage(body: ContactMessageRequest): Promise<ContactSendResult> {
  let reply: ApiReply;
  try {
    reply = await accountCall('/mw/contact', { body, auth: { client: true } });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (reply.status === 201) return { ok: true };
  if (reply.status === 429) return { ok: false, reason: 'tooMany' };
  const error = reply.status === 400 ? firstApiError(reply.body) : undefined;
  if (error?.code === 'BotProtectionFailed') return { ok: false, reason: 'botProtection' };
  if (error?.code === 'InvalidField' && typeof error.field === 'string')
    return { ok: false, reason: 'invalid', field: error.field, message: error.message };
  return { ok: false, reason: 'unavailable' };
}
