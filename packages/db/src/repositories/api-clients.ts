import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { apiClients } from '../schema';

export type ApiClientRecord = typeof apiClients.$inferSelect;

/** OAuth API clients, looked up by client id when a token is requested. */
export function apiClientRepository(db: Db) {
  return {
    async findById(clientId: string): Promise<ApiClientRecord | undefined> {
      const rows = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
      return rows[0];
    },
  };
}
