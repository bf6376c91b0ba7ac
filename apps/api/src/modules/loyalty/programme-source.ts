import { loyaltyRepository, type Db } from '@chairside/db';
import type { LoyaltyProgramme } from '@chairside/domain';

/** The ASAP programme's key in loyalty_programmes (seeded by migration 0026). */
export const asapProgrammeKey = 'asap';

/** Without a programme row nothing earns a discount: no categories, one tier. */
const noProgramme: LoyaltyProgramme = {
  categoryPercents: {},
  tiers: [{ name: 'Member', minSpend: 0, bonusPercent: 0 }],
  buyingGroups: [],
  excludeControlled: true,
  yearStartMonth: 1,
};

export interface LoyaltyProgrammeSource {
  current(): Promise<LoyaltyProgramme>;
}

/**
 * The programme in force, read at most once per `ttlMs` (it changes when the back office edits it, rarely; every
 * office load needs it). Concurrent callers share one read.
 */
export function loyaltyProgrammeSource(db: Db, { ttlMs }: { ttlMs: number }): LoyaltyProgrammeSource {
  let cached: { value: Promise<LoyaltyProgramme>; until: number } | undefined;
  return {
    current() {
      const now = Date.now();
      if (!cached || cached.until <= now) {
        const value = loyaltyRepository(db)
          .programme(asapProgrammeKey)
          .then((programme) => programme ?? noProgramme);
        cached = { value, until: now + ttlMs };
        // A failed read is not kept: the next caller tries again.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
  };
}
