import {
  businessUnitRepository,
  customerRepository,
  supportMessageRepository,
  type CustomerRecord,
  type Db,
} from '@chairside/db';
import { chooseDefaultShippingAddress, support } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { resourceNotFound } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import type { CustomerView } from './customer.mapper';
import type { OfficeLoader } from '../../access/request-context';

export const noAddressTopic = 'no_shipping_address';

/** The customer as stored; 404 when the token's customer no longer exists. */
export async function findCustomer(db: Db, customerId: string): Promise<CustomerRecord> {
  const customer = await customerRepository(db).findById(customerId);
  if (!customer) throw resourceNotFound(customerId);
  return customer;
}

/** Whose record a view shows, and whether the account shops (a representative acting as itself does not). */
export interface ViewedAccount {
  customerId: string;
  sessionId: string | undefined;
  shops: boolean;
}

export interface CustomerViewDeps {
  log: FastifyBaseLogger;
  loadOffices: OfficeLoader;
  /** Tells customer service (support mailbox) about customers it must finish setting up. */
  mailer: Mailer;
}

/**
 * Loads customers with the active office's addresses and applies the spec §4 defaults: an
 * unusable or missing default is replaced by the first eligible address (stored, version + 1);
 * with none, customer service gets one support message and the customer the flag.
 */
export function customerViews(db: Db, { log, mailer, loadOffices }: CustomerViewDeps) {
  /**
   * Claims the flag and stores the message in one transaction, so the message exists exactly once; the mail follows the
   * commit.
   */
  async function sendNoAddressMessage(
    customer: CustomerRecord,
    businessUnitId: string | null,
  ): Promise<CustomerRecord> {
    const text = `Customer ${customer.email} (${customer.id}) has no shipping address with a shipping account number that is eligible for online ordering${businessUnitId ? '' : ' and belongs to no office'}. Please finish setting up the account.`;
    const flagged = await db.transaction(async (tx) => {
      const claimed = await customerRepository(tx).claimNoAddressMessage(customer.id);
      if (claimed)
        await supportMessageRepository(tx).create({
          customerId: customer.id,
          businessUnitId,
          topic: noAddressTopic,
          message: text,
        });
      return claimed;
    });
    if (!flagged) return findCustomer(db, customer.id);
    log.info({ customerId: customer.id }, 'no-address support message stored');
    // The stored message is the record; a mail that fails is logged, not retried here.
    await mailer
      .send({ to: support.email, subject: 'Customer without a usable shipping address', text })
      .catch((error: unknown) => {
        log.error({ err: error, customerId: customer.id }, 'no-address support mail failed');
      });
    return flagged;
  }

  return {
    async load(account: ViewedAccount, loaded?: CustomerRecord): Promise<CustomerView> {
      let customer = loaded ?? (await findCustomer(db, account.customerId));
      // An account that does not shop has no office, defaults or set-up to finish: nothing to tell customer service.
      if (!account.shops) return { customer, office: undefined, addresses: [], defaultShippingAddressId: undefined };
      const { active: office } = await loadOffices(account.customerId, account.sessionId);
      const addresses = office ? await businessUnitRepository(db).addressesOf(office.id) : [];
      const choice = chooseDefaultShippingAddress({
        defaultShippingAddressId: customer.defaultShippingAddressId,
        addresses: addresses.filter((address) => address.isShipping),
        noAddressMessageSent: customer.noAddressMessageSent,
      });
      if (choice.changed) {
        // A concurrent update wins; the default shown is the same either way and is stored on a later read.
        customer =
          (await customerRepository(db).update(customer.id, customer.version, {
            defaultShippingAddressId: choice.addressId ?? null,
          })) ?? customer;
      }
      if (choice.needsSupportMessage) customer = await sendNoAddressMessage(customer, office?.id ?? null);
      return { customer, office, addresses, defaultShippingAddressId: choice.addressId };
    },
  };
}

export type CustomerViews = ReturnType<typeof customerViews>;
