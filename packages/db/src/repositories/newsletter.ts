import { eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { newsletterSubscriptions } from '../schema';

export function newsletterRepository(db: Db) {
  return {
    /** Stores the address once (case-insensitive); `created` is false when it was already subscribed. */
    async subscribe(email: string, source: string): Promise<{ id: string; created: boolean }> {
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email, source })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (inserted[0]) return { id: inserted[0].id, created: true };
      const existing = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
      return { id: existing[0]!.id, created: false };
    },
    async markProviderStatus(id: string, status: 'synced' | 'failed'): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set({ providerStatus: status, providerSyncedAt: status === 'synced' ? new Date() : null })
        .where(eq(newsletterSubscriptions.id, id));
    },
  };
}
