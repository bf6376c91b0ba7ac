import { contactLimits, contactTopicValues } from '@chairside/domain';
import { z } from 'zod';
import { botToken } from './auth';

/** An optional single-line field: blank counts as not given. */
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** POST /mw/contact: a visitor's message to customer service (the public /contact form). */
export const contactMessageRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(contactLimits.name),
  email: z.string().trim().min(1).max(contactLimits.email),
  phone: optionalLine(contactLimits.phone),
  company: optionalLine(contactLimits.company),
  topic: z.enum(contactTopicValues).optional(),
  message: z.string().trim().min(1).max(contactLimits.message),
  'recaptcha-token': botToken,
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({ id: z.string() });
