'use server';

import { newsletterSubscribeRequestSchema } from '@chairside/contracts';
import { isValidEmail, normalizeEmail } from '@chairside/domain';
import { subscribeToNewsletter } from '@/lib/api/newsletter';

export interface NewsletterResult {
  ok: boolean;
}

/** Subscribes an email. The browser only learns success or failure; the reason is logged here. */
export async function subscribeToNewsletterAction(rawEmail: unknown): Promise<NewsletterResult> {
  const parsed = newsletterSubscribeRequestSchema.safeParse({
    email: typeof rawEmail === 'string' ? normalizeEmail(rawEmail) : rawEmail,
  });
  if (!parsed.success || !isValidEmail(parsed.data.email)) return { ok: false };
  try {
    await subscribeToNewsletter(parsed.data.email);
    return { ok: true };
  } catch (error) {
    console.error('Newsletter subscription failed:', error);
    return { ok: false };
  }
}
