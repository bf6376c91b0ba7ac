import type { Office } from '@chairside/contracts';
import { businessUnitRepository, type Db } from '@chairside/db';
import { ApiError, resourceNotFound } from '../../http/api-error';
import type { CustomerCaller } from '../me/customer-token';
import { customerOffices, type CustomerOffices } from './active-office';

function toOffices({ offices, active }: CustomerOffices): { results: Office[] } {
  return {
    results: offices.map((office) => ({
      id: office.id,
      key: office.key,
      name: office.name,
      isActive: office.id === active?.id,
      hasPricingContract: office.pricingContractChannelId !== null,
      termsAllowed: office.termsAllowed,
      addressCount: office.addressCount,
    })),
  };
}

/** The customer's offices (GET /mw/offices) and the switch of the session's active office. */
export function officesService(db: Db) {
  return {
    async list(caller: CustomerCaller): Promise<{ results: Office[] }> {
      return toOffices(await customerOffices(db, caller));
    },

    /** Only an office the customer belongs to; any other id is "not found", whoever it belongs to. */
    async setActive(caller: CustomerCaller, businessUnitId: string): Promise<{ results: Office[] }> {
      const { offices } = await customerOffices(db, caller);
      if (!offices.some((office) => office.id === businessUnitId)) throw resourceNotFound(businessUnitId);
      if (caller.sessionId === undefined) throw new ApiError(400, 'InvalidOperation', 'This access token belongs to no sign-in session; sign in again to switch offices.');
      const switched = await businessUnitRepository(db).setSessionOffice(caller.sessionId, caller.customerId, businessUnitId);
      if (!switched) throw new ApiError(400, 'InvalidOperation', 'The sign-in session has ended; sign in again to switch offices.');
      return toOffices(await customerOffices(db, caller));
    },
  };
}
