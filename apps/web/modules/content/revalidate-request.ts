import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isContentTag } from '@/lib/api/content-tags';

/** Known to every developer: used only outside production, where the API defaults to the same value. */
const developmentSecret = 'dev-content-revalidate-secret';

/** CONTENT_REVALIDATE_SECRET; in production nothing without it (every call is refused). */
export function revalidateSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.CONTENT_REVALIDATE_SECRET || (env.NODE_ENV === 'production' ? undefined : developmentSecret);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <secret>`, compared in constant time (digests of equal length). */
export function hasRevalidateSecret(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(secret));
}

/** The body the API posts: the tags to purge, each `content` or under it. */
export const revalidateBodySchema = z.strictObject({
  tags: z.array(z.string().refine(isContentTag, 'Only content tags can be revalidated.')).min(1).max(20),
});
