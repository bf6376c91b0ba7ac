import { asc } from 'drizzle-orm';
import type { Db } from '../connection';
import { redirectRules } from '../schema';

export type RedirectRuleRow = typeof redirectRules.$inferSelect;

export function redirectRuleRepository(db: Db) {
  return {
    async list(): Promise<RedirectRuleRow[]> {
      return db.select().from(redirectRules).orderBy(asc(redirectRules.sourcePath));
    },
  };
}
