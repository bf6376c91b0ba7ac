import { z } from 'zod';

export const newsletterSubscribeRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

export const newsletterSubscribeResponseSchema = z.object({ subscribed: z.literal(true) });

/** A storefront route rule: requests for sourcePath redirect to target (a path, or an absolute URL = external). */
export const redirectRuleSchema = z.object({
  sourcePath: z.string(),
  target: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
export type RedirectRule = z.infer<typeof redirectRuleSchema>;
export const redirectRulesResponseSchema = z.object({ results: z.array(redirectRuleSchema) });

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({ status: z.enum(['ready', 'unavailable']), database: z.string() });
