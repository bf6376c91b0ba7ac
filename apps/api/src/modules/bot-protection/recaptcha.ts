import { z } from 'zod';
import type { BotCheck, BotProtection } from './bot-protection';

export interface RecaptchaOptions {
  secretKey: string;
  verifyUrl: string;
  minScore: number;
  timeoutMs?: number;
}

const siteverifyResponseSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Google's tokens are a few hundred characters; anything far longer is not one. */
const maxTokenLength = 4_096;

/**
 * reCAPTCHA v3: the token is checked with siteverify, and passes when Google says success, the
 * action is the one the form declared and the score reaches the threshold. Fails closed: an
 * unreachable, slow or garbled siteverify answer refuses the request.
 */
export function recaptchaBotProtection({
  secretKey,
  verifyUrl,
  minScore,
  timeoutMs = 3_000,
}: RecaptchaOptions): BotProtection {
  return {
    async verify(token, action, remoteIp): Promise<BotCheck> {
      if (!token) return { ok: false, reason: 'missing token' };
      if (token.length > maxTokenLength) return { ok: false, reason: 'token too long' };
      const form = new URLSearchParams({ secret: secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: unknown;
      try {
        const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
        body = await response.json();
      } catch (error) {
        return { ok: false, reason: `siteverify unreachable: ${error instanceof Error ? error.name : 'error'}` };
      }
      const parsed = siteverifyResponseSchema.safeParse(body);
      if (!parsed.success) return { ok: false, reason: 'unexpected siteverify answer' };
      const { success, score, action: answeredAction } = parsed.data;
      if (!success)
        return { ok: false, reason: `not verified: ${(parsed.data['error-codes'] ?? []).join(',') || 'unknown'}` };
      if (answeredAction !== action)
        return { ok: false, reason: `action ${answeredAction ?? '(none)'} instead of ${action}` };
      if (score === undefined || score < minScore)
        return { ok: false, reason: `score ${score ?? '(none)'} below ${minScore}` };
      return { ok: true };
    },
  };
}
