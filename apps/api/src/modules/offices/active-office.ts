import { businessUnitRepository, type Db, type OfficeRecord } from '@chairside/db';
import { loyaltyTermsOf, rollingYearStart, todayIn, type LoyaltyProgramme } from '@chairside/domain';
import type { Office, OfficeLoader } from '../../access/request-context';
import type { LoyaltyProgrammeSource } from '../loyalty/programme-source';

export interface OfficeLoaderOptions {
  /** The distributor's time zone: the loyalty tier's 12 months end on its today. */
  timeZone: string;
  programme: LoyaltyProgrammeSource;
}

/** An office with the ASAP loyalty terms its enrolment, contract, buying group and 12-month spend give it. */
export const withLoyalty = (office: OfficeRecord, programme: LoyaltyProgramme): Office => ({
  ...office,
  loyalty: loyaltyTermsOf(
    {
      asapEnrolled: office.asapEnrolled,
      hasPricingContract: office.pricingContractChannelId !== null,
      buyingGroup: office.buyingGroup,
    },
    office.loyaltySpend,
    programme,
  ),
});

/**
 * Loads a customer's offices and the session's active one: the office the session chose while the customer still
 * belongs to it, else the first by name (sessions started before any choice, or tokens without a session). The
 * request context calls it at most once per request (RequestContext.offices). Each office carries its loyalty terms:
 * the spend behind the tier is summed in the same query, for enrolled retail offices only.
 */
export function officeLoader(db: Db, { timeZone, programme }: OfficeLoaderOptions): OfficeLoader {
  const repository = businessUnitRepository(db);
  return async (customerId, sessionId) => {
    const window = { from: rollingYearStart(todayIn(timeZone, new Date())), timeZone };
    const [records, chosen, terms] = await Promise.all([
      repository.officesOf(customerId, window),
      sessionId === undefined ? null : repository.sessionOffice(sessionId, customerId),
      programme.current(),
    ]);
    const offices = records.map((office) => withLoyalty(office, terms));
    return { offices, active: offices.find((office) => office.id === chosen) ?? offices[0] };
  };
}
