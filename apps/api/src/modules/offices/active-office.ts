import { businessUnitRepository, type Db, type OfficeRecord } from '@chairside/db';
import { loyaltyTermsOf, rollingYearStart, todayIn, type LoyaltyProgramme } from '@chairside/domain';
import type { Office, OfficeLoader } from '../../access/request-context';
import type { LoyaltyProgrammeSource } from '../loyalty/programme-source';

export interface OfficeLoaderOptions {
  /** The distributor's time zone: the loyalty tier's 12 months end on its today. */
  timeZone: string;
  programme: LoyaltyProgrammeSource;
}

/**
 * What ASAP eligibility reads from an office: enrolment, contract and buying group. `asapEnrolled` overrides the
 * stored enrolment while one is being decided (an enrolment or its end).
 */
export const loyaltyFactsOf = (
  office: Pick<OfficeRecord, 'asapEnrolled' | 'pricingContractChannelId' | 'buyingGroup'>,
  asapEnrolled = office.asapEnrolled,
) => ({ asapEnrolled, hasPricingContract: office.pricingContractChannelId !== null, buyingGroup: office.buyingGroup });

/** An office with the ASAP loyalty terms its enrolment, contract, buying group and 12-month spend give it. */
export const withLoyalty = (office: OfficeRecord, programme: LoyaltyProgramme): Office => ({
  ...office,
  loyalty: loyaltyTermsOf(loyaltyFactsOf(office), office.loyaltySpend, programme),
});

/**
 * The customer's offices with their loyalty terms now: the spend behind the tier is summed in the same query, for
 * enrolled retail offices only.
 */
export async function officesWithLoyalty(
  db: Db,
  customerId: string,
  { timeZone, programme }: OfficeLoaderOptions,
  at: Date,
): Promise<Office[]> {
  const window = { from: rollingYearStart(todayIn(timeZone, at)), timeZone };
  const [records, terms] = await Promise.all([
    businessUnitRepository(db).officesOf(customerId, window),
    programme.current(),
  ]);
  return records.map((office) => withLoyalty(office, terms));
}

/**
 * Loads a customer's offices and the session's active one: the office the session chose while the customer still
 * belongs to it, else the first by name (sessions started before any choice, or tokens without a session). The
 * request context calls it at most once per request (RequestContext.offices). Each office carries its loyalty terms.
 */
export function officeLoader(db: Db, options: OfficeLoaderOptions): OfficeLoader {
  const repository = businessUnitRepository(db);
  return async (customerId, sessionId) => {
    const [offices, chosen] = await Promise.all([
      officesWithLoyalty(db, customerId, options, new Date()),
      sessionId === undefined ? null : repository.sessionOffice(sessionId, customerId),
    ]);
    return { offices, active: offices.find((office) => office.id === chosen) ?? offices[0] };
  };
}
