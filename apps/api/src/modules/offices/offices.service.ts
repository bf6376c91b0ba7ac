import type { Office, OfficeSettings } from '@chairside/contracts';
import { businessUnitRepository, type Db } from '@chairside/db';
import { ApiError, resourceNotFound } from '../../http/api-error';
import type { SubjectContext, SubjectOffices } from '../../access/request-context';

function toOffices({ offices, active }: SubjectOffices): { results: Office[] } {
  return {
    results: offices.map((office) => ({
      id: office.id,
      key: office.key,
      name: office.name,
      isActive: office.id === active?.id,
      hasPricingContract: office.pricingContractChannelId !== null,
      termsAllowed: office.termsAllowed,
      addressCount: office.addressCount,
      notify_rep_orders: office.notifyRepOrders,
    })),
  };
}

/** The customer's offices (GET /mw/offices) and the switch of the session's active office. */
export function officesService(db: Db) {
  return {
    async list(context: SubjectContext): Promise<{ results: Office[] }> {
      return toOffices(await context.offices());
    },

    /** Only an office the customer belongs to; any other id is "not found", whoever it belongs to. */
    async setActive(context: SubjectContext, businessUnitId: string): Promise<{ results: Office[] }> {
      const { offices } = await context.offices();
      if (!offices.some((office) => office.id === businessUnitId)) throw resourceNotFound(businessUnitId);
      if (context.sessionId === undefined)
        throw new ApiError(
          400,
          'InvalidOperation',
          'This access token belongs to no sign-in session; sign in again to switch offices.',
        );
      const switched = await businessUnitRepository(db).setSessionOffice(
        context.sessionId,
        context.subject.customerId,
        businessUnitId,
      );
      if (!switched)
        throw new ApiError(400, 'InvalidOperation', 'The sign-in session has ended; sign in again to switch offices.');
      return toOffices({ offices, active: offices.find((office) => office.id === businessUnitId) });
    },

    /** An office of the customer's own settings (issue 18: notify_rep_orders); any other id is "not found". */
    async changeSettings(
      context: SubjectContext,
      businessUnitId: string,
      settings: OfficeSettings,
    ): Promise<{ results: Office[] }> {
      const { offices, active } = await context.offices();
      if (!offices.some((office) => office.id === businessUnitId)) throw resourceNotFound(businessUnitId);
      await businessUnitRepository(db).setNotifyRepOrders(businessUnitId, settings.notify_rep_orders);
      const changed = offices.map((office) =>
        office.id === businessUnitId ? { ...office, notifyRepOrders: settings.notify_rep_orders } : office,
      );
      return toOffices({ offices: changed, active });
    },
  };
}
