import { contentEntryRepository, type Db } from '@chairside/db';
import { revalidationTags } from '@chairside/domain';
import type { StorefrontRevalidator } from '../modules/content/storefront-revalidation';
import type { Job } from './job';

/**
 * A post published with a future date shows on the storefront once its date comes (issue 20): each run asks the
 * storefront to rebuild the pages of entries whose date fell within the last two intervals. The overlap means a late
 * run misses nothing and several processes may ask twice, which is harmless; a process that was down longer leaves
 * the pages to their 300 s fallback.
 */
export function contentScheduleJob(
  db: Db,
  revalidator: StorefrontRevalidator,
  { intervalMs }: { intervalMs: number },
): Job {
  const entries = contentEntryRepository(db);
  return {
    name: 'content-schedule',
    intervalMs,
    async run(now) {
      const cameOut = await entries.cameOutBetween(new Date(now.getTime() - 2 * intervalMs), now);
      for (const entry of cameOut) await revalidator.revalidate(revalidationTags(entry.type, entry.slug));
      return { revalidated: cameOut.length };
    },
  };
}
