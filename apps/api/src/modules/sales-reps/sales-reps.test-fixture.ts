import { randomBytes } from 'node:crypto';
import { demoPassword, schema, type Db } from '@chairside/db';
import { expect } from 'vitest';
import { authClient } from '../auth/auth-test-client';
import { hashPassword } from '../auth/password';

interface OfficeSpec {
  key: string;
  name: string;
  city: string;
  shippingAccount: string;
}

interface PersonSpec {
  firstName: string;
  lastName: string;
  email: string;
  practiceName?: string;
  isSalesRep?: boolean;
}

/** Offices, their people and representatives' assignments written straight to the database (issue 18 tests). */
export function salesRepFixture(db: Db, baseUrl: string) {
  let warehouseId: Promise<string> | undefined;
  const warehouse = () =>
    (warehouseId ??= db
      .insert(schema.channels)
      .values({ key: 'rep-test-warehouse', roles: ['InventorySupply'] })
      .returning({ id: schema.channels.id })
      .then(([row]) => row!.id));
  let passwordHash: Promise<string> | undefined;

  return {
    async office({ key, name, city, shippingAccount }: OfficeSpec) {
      const [office] = await db.insert(schema.businessUnits).values({ key, name }).returning();
      await db
        .insert(schema.shippingAccounts)
        .values({ number: shippingAccount, businessUnitId: office!.id, warehouseChannelId: await warehouse() });
      await db.insert(schema.addresses).values({
        id: randomBytes(4).toString('hex'),
        businessUnitId: office!.id,
        streetName: 'Main St',
        city,
        state: 'FL',
        shippingAccountNumber: shippingAccount,
      });
      return office!;
    },

    /** A customer (or representative) of the offices, signing in with the demo password. */
    async person(spec: PersonSpec, officeIds: string[] = []) {
      const [person] = await db
        .insert(schema.customers)
        .values({ ...spec, passwordHash: await (passwordHash ??= hashPassword(demoPassword)) })
        .returning();
      for (const businessUnitId of officeIds)
        await db.insert(schema.customerBusinessUnits).values({ customerId: person!.id, businessUnitId });
      return person!;
    },

    async assign(repId: string, officeIds: string[]) {
      await db
        .insert(schema.salesRepAssignments)
        .values(officeIds.map((businessUnitId) => ({ salesRepId: repId, businessUnitId })));
    },

    /** Signs in through the auth service; returns a GET helper carrying the access token. */
    async signIn(email: string) {
      const response = await authClient(baseUrl).json('/auth/user', { username: email, password: demoPassword });
      expect(response.status).toBe(200);
      const { access_token } = (await response.json()) as { access_token: string };
      return (path: string) => fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${access_token}` } });
    },

    /** A placed order of the customer in the office, completed at `completedAt`. */
    async order(customerId: string, businessUnitId: string, completedAt: Date, orderState: 'Open' | 'Complete') {
      const [order] = await db
        .insert(schema.orders)
        .values({
          customerId,
          businessUnitId,
          cartId: crypto.randomUUID(),
          orderState,
          subtotalCentAmount: 1000,
          handlingFeeCentAmount: 0,
          minimumOrderFeeCentAmount: 0,
          totalCentAmount: 1000,
          paymentMethod: 'on-account',
          completedAt,
        })
        .returning();
      return order!;
    },
  };
}

/**
 * Representative A serves Quillfeather (Tallahassee) and Brightwater (Albuquerque); representative B serves the
 * Quillfeather Annex, also in Tallahassee, whose Zeb Marchetti A must never find. A representative is a member of
 * Quillfeather too and is never listed.
 */
export async function repWorld(fixture: ReturnType<typeof salesRepFixture>) {
  const quill = await fixture.office({
    key: 'ACCT-778812',
    name: 'Quillfeather Dental Studio',
    city: 'Tallahassee',
    shippingAccount: 'SA-990011',
  });
  const bright = await fixture.office({
    key: 'ACCT-778813',
    name: 'Brightwater Orthodontics',
    city: 'Albuquerque',
    shippingAccount: 'SA-990022',
  });
  const annex = await fixture.office({
    key: 'ACCT-778899',
    name: 'Quillfeather Dental Annex',
    city: 'Tallahassee',
    shippingAccount: 'SA-990099',
  });
  const person = (firstName: string, lastName: string, domain: string, officeId: string, extra = {}) =>
    fixture.person(
      { firstName, lastName, email: `${firstName}.${lastName}@${domain}.example`.toLowerCase(), ...extra },
      [officeId],
    );
  const zebulon = await person('Zebulon', 'Marchetti', 'quillfeather', quill.id, {
    practiceName: 'Quillfeather Dental Studio',
  });
  const ophelia = await person('Ophelia', 'Vandersloot', 'brightwater', bright.id, {
    practiceName: 'Sunnyslope Kids Dental',
  });
  const ophelie = await person('Ophelie', 'Brandt', 'brightwater', bright.id);
  const paginated = [];
  for (const first of ['Anna', 'Bert', 'Cara'])
    paginated.push(await person(first, 'Pagington', 'brightwater', bright.id));
  const zeb = await person('Zeb', 'Marchetti', 'annex', annex.id);
  await person('Zebulon', 'Repperton', 'quillfeather', quill.id, { isSalesRep: true });
  const repA = await fixture.person({
    firstName: 'Ada',
    lastName: 'Rep',
    email: 'rep-a@example.com',
    isSalesRep: true,
  });
  const repB = await fixture.person({ firstName: 'Bo', lastName: 'Rep', email: 'rep-b@example.com', isSalesRep: true });
  await fixture.assign(repA.id, [quill.id, bright.id]);
  await fixture.assign(repB.id, [annex.id]);
  return { quill, bright, annex, zebulon, ophelia, ophelie, paginated, zeb, repA, repB };
}
