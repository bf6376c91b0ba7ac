import type { RedirectRule } from '@chairside/contracts';
import { redirectRuleRepository, type Db, type RedirectRuleRow } from '@chairside/db';

const redirectStatuses = new Set<number>([301, 302, 307, 308]);

/** A rule stored with a status that is not a redirect cannot be followed, so it is not served. */
const isServable = (row: RedirectRuleRow): row is RedirectRuleRow & { statusCode: RedirectRule['statusCode'] } =>
  redirectStatuses.has(row.statusCode);

export function routeRuleService(db: Db) {
  const repository = redirectRuleRepository(db);
  return {
    async list(): Promise<{ results: RedirectRule[] }> {
      const rows = await repository.list();
      return {
        results: rows
          .filter(isServable)
          .map(({ sourcePath, target, statusCode }) => ({ sourcePath, target, statusCode })),
      };
    },
  };
}
