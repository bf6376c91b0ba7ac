import type { Customer, MyCustomerUpdateAction } from '@chairside/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { customerRepository, revokeCustomerSessions, type CustomerRecord, type Db } from '@chairside/db';
import { messages } from '@chairside/domain';
import { isAccountActor } from '../../access/actor';
import { accountIdOf, type RequestContext } from '../../access/request-context';
import { ApiError, concurrentModification } from '../../http/api-error';
import type { LoginLimits } from '../auth/login-limits';
import type { PasswordHasher } from '../auth/password-hasher';
import { changesFor } from './customer-actions';
import { toCustomer } from './customer.mapper';
import { findCustomer, type CustomerViews, type ViewedAccount } from './customer-view';
import { assertAcceptablePassword } from './new-password';

/** The record "me" is (the subject, or a representative's own) and whether it shops (customer-view.ts). */
function viewedAccount(context: RequestContext): ViewedAccount {
  const customerId = accountIdOf(context);
  if (customerId === undefined) throw new Error('me routes serve customer and representative callers only');
  return { customerId, sessionId: context.sessionId, shops: context.subject !== undefined };
}

/** A representative's reads of "me" name whom it acts for; a customer's are its own. */
const representativeOf = (context: RequestContext) =>
  context.actor.kind === 'sales-rep' ? { impersonatingEmail: context.sync?.subjectEmail } : undefined;

/** GET/POST /aces/me and POST /aces/me/password for the signed-in customer. */
export function meService(
  db: Db,
  {
    views,
    hasher,
    limits,
    log,
  }: { views: CustomerViews; hasher: PasswordHasher; limits: LoginLimits; log: FastifyBaseLogger },
) {
  const customers = customerRepository(db);

  /** The stored customer at the expected version, or 409 with the current one. */
  async function atVersion(customerId: string, expected: number): Promise<CustomerRecord> {
    const customer = await findCustomer(db, customerId);
    if (customer.version !== expected) throw concurrentModification(customer, expected);
    return customer;
  }

  /** Writes the changes at the expected version; a write that raced another answers 409. */
  async function write(
    customer: CustomerRecord,
    changes: Parameters<typeof customers.update>[2],
  ): Promise<CustomerRecord> {
    const updated = await customers.update(customer.id, customer.version, changes);
    if (updated) return updated;
    throw concurrentModification(await findCustomer(db, customer.id), customer.version);
  }

  return {
    async get(context: RequestContext): Promise<Customer> {
      return toCustomer(await views.load(viewedAccount(context)), representativeOf(context));
    },

    /**
     * Applies every action or none (one conditional UPDATE); the version rises by one per update that changes
     * something.
     */
    async update(
      context: RequestContext,
      version: number,
      actions: readonly MyCustomerUpdateAction[],
    ): Promise<Customer> {
      const account = viewedAccount(context);
      // The view may itself store a default address (a version of our own making) before the actions apply.
      const view = await views.load(account, await atVersion(account.customerId, version));
      const changes = changesFor(actions, view.addresses);
      const written = Object.keys(changes).length === 0 ? view.customer : await write(view.customer, changes);
      return toCustomer(await views.load(account, written), representativeOf(context));
    },

    /**
     * Checks the current password, then the new one against the policy; stores the new hash and
     * ends every other session of the customer (ASVS 7.4.3). Access tokens already issued to those
     * sessions stay valid until they expire (they are verified without a database round trip).
     */
    async changePassword(
      context: RequestContext,
      input: { version: number; currentPassword: string; newPassword: string },
    ): Promise<Customer> {
      // A password belongs to whoever signed in: a representative's own, never the customer it acts for.
      if (!isAccountActor(context.actor))
        throw new Error('me/password serves customer and representative callers only');
      const customer = await atVersion(context.actor.customerId, input.version);
      // A wrong current password is a failed sign-in: guessing it here is bounded like guessing at the login form.
      await limits.check(customer.email, context.ip);
      if (!(await hasher.verify(customer.passwordHash, input.currentPassword))) {
        await limits.recordFailure(customer.email, context.ip);
        throw new ApiError(400, 'InvalidCurrentPassword', messages.currentPasswordMismatch);
      }
      assertAcceptablePassword('newPassword', input.newPassword);
      const passwordHash = await hasher.hash(input.newPassword);
      // The new hash and the end of the other sessions commit together.
      const { updated, revoked } = await db.transaction(async (tx) => {
        const changed = await customerRepository(tx).update(customer.id, customer.version, { passwordHash });
        if (!changed) return { updated: undefined, revoked: 0 };
        return {
          updated: changed,
          revoked: await revokeCustomerSessions(
            tx,
            customer.id,
            context.sessionId === undefined ? {} : { except: context.sessionId },
          ),
        };
      });
      if (!updated) throw concurrentModification(await findCustomer(db, customer.id), customer.version);
      log.info({ customerId: customer.id, revokedSessions: revoked }, 'password changed');
      return toCustomer(await views.load(viewedAccount(context), updated), representativeOf(context));
    },
  };
}
