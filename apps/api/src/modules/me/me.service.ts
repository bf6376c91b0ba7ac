import type { Customer, MyCustomerUpdateAction } from '@chairside/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { customerRepository, revokeCustomerSessions, type CustomerRecord, type Db } from '@chairside/db';
import { messages } from '@chairside/domain';
import { ApiError } from '../../http/api-error';
import type { PasswordHasher } from '../auth/password-hasher';
import { changesFor } from './customer-actions';
import { toCustomer } from './customer.mapper';
import type { CustomerCaller } from './customer-token';
import { findCustomer, type CustomerViews } from './customer-view';
import { assertAcceptablePassword } from './new-password';

const concurrentModification = (customer: Pick<CustomerRecord, 'id' | 'version'>, expected: number) =>
  new ApiError(409, 'ConcurrentModification', `Object ${customer.id} has a different version than expected. Expected: ${expected} - Actual: ${customer.version}.`, {
    currentVersion: customer.version,
  });

/** GET/POST /aces/me and POST /aces/me/password for the signed-in customer. */
export function meService(db: Db, { views, hasher, log }: { views: CustomerViews; hasher: PasswordHasher; log: FastifyBaseLogger }) {
  const customers = customerRepository(db);

  /** The stored customer at the expected version, or 409 with the current one. */
  async function atVersion(customerId: string, expected: number): Promise<CustomerRecord> {
    const customer = await findCustomer(db, customerId);
    if (customer.version !== expected) throw concurrentModification(customer, expected);
    return customer;
  }

  /** Writes the changes at the expected version; a write that raced another answers 409. */
  async function write(customer: CustomerRecord, changes: Parameters<typeof customers.update>[2]): Promise<CustomerRecord> {
    const updated = await customers.update(customer.id, customer.version, changes);
    if (updated) return updated;
    throw concurrentModification(await findCustomer(db, customer.id), customer.version);
  }

  return {
    async get(caller: CustomerCaller): Promise<Customer> {
      return toCustomer(await views.load(caller));
    },

    /** Applies every action or none (one conditional UPDATE); the version rises by one per update that changes something. */
    async update(caller: CustomerCaller, version: number, actions: readonly MyCustomerUpdateAction[]): Promise<Customer> {
      // The view may itself store a default address (a version of our own making) before the actions apply.
      const view = await views.load(caller, await atVersion(caller.customerId, version));
      const changes = changesFor(actions, view.addresses);
      const written = Object.keys(changes).length === 0 ? view.customer : await write(view.customer, changes);
      return toCustomer(await views.load(caller, written));
    },

    /**
     * Checks the current password, then the new one against the policy; stores the new hash and
     * ends every other session of the customer (ASVS 7.4.3). Access tokens already issued to those
     * sessions stay valid until they expire (they are verified without a database round trip).
     */
    async changePassword(caller: CustomerCaller, input: { version: number; currentPassword: string; newPassword: string }): Promise<Customer> {
      const customer = await atVersion(caller.customerId, input.version);
      if (!(await hasher.verify(customer.passwordHash, input.currentPassword))) {
        throw new ApiError(400, 'InvalidCurrentPassword', messages.currentPasswordMismatch);
      }
      assertAcceptablePassword('newPassword', input.newPassword);
      const passwordHash = await hasher.hash(input.newPassword);
      // The new hash and the end of the other sessions commit together.
      const { updated, revoked } = await db.transaction(async (tx) => {
        const changed = await customerRepository(tx).update(customer.id, customer.version, { passwordHash });
        if (!changed) return { updated: undefined, revoked: 0 };
        return { updated: changed, revoked: await revokeCustomerSessions(tx, customer.id, caller.sessionId === undefined ? {} : { except: caller.sessionId }) };
      });
      if (!updated) throw concurrentModification(await findCustomer(db, customer.id), customer.version);
      log.info({ customerId: customer.id, revokedSessions: revoked }, 'password changed');
      return toCustomer(await views.load(caller, updated));
    },
  };
}
