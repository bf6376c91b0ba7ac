import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { customers } from '../schema';

export interface CustomerCredentials {
  id: string;
  email: string;
  passwordHash: string;
}

/** Looks up the sign-in data of a customer by email, case-insensitively (the unique index is on lower(email)). */
export function customerCredentialsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<CustomerCredentials | undefined> {
      const [row] = await db
        .select({ id: customers.id, email: customers.email, passwordHash: customers.passwordHash })
        .from(customers)
        .where(sql`lower(${customers.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
  };
}
