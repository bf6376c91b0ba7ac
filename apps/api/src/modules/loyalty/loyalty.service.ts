import type { AsapEnrollmentDraft, AsapProgramme, LoyaltyOverview } from '@chairside/contracts';
import { customerRepository, loyaltyRepository, type Db } from '@chairside/db';
import {
  loyaltyIneligibility,
  loyaltyTermsOf,
  programmeYearOf,
  rollingYearStart,
  statementPeriods,
  tierStanding,
  todayIn,
  type LoyaltyProgramme,
} from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Office, SubjectContext } from '../../access/request-context';
import type { Mailer } from '../mail/mailer';
import { enrollmentMail } from './enrollment-mail';
import { loyaltyErrors } from './loyalty-errors';
import { toOverview, toProgramme } from './loyalty.mapper';
import { repriceOfficeCarts } from './office-carts';
import type { LoyaltyProgrammeSource } from './programme-source';
import { loyaltyFactsOf } from '../offices/active-office';

/** The programme terms a customer accepts when enrolling (the storefront links them). */
export const asapTermsVersion = 'asap-2026-01';

/** How many of the office's latest orders with a loyalty saving the dashboard lists. */
const recentOrderCount = 10;

export interface LoyaltyServiceOptions {
  timeZone: string;
  programme: LoyaltyProgrammeSource;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storefrontUrl: string;
}

/**
 * ASAP loyalty for the subject's active office (issue 19): the programme, the office's standing, enrolling and
 * unenrolling. Enrolment is the office's, whichever of its customers (or their representative) asks; its carts are
 * repriced at once for the new terms.
 */
export function loyaltyService(db: Db, { timeZone, programme, mailer, log, storefrontUrl }: LoyaltyServiceOptions) {
  const loyalty = loyaltyRepository(db);

  async function activeOffice(context: SubjectContext): Promise<Office> {
    const { active } = await context.offices();
    if (!active) throw loyaltyErrors.noOffice();
    return active;
  }

  /** The office's standing read fresh (the request's offices may predate an enrolment it just made). */
  async function overviewOf(
    context: SubjectContext,
    office: Office,
    terms: LoyaltyProgramme,
  ): Promise<LoyaltyOverview> {
    const today = todayIn(timeZone, context.now);
    const windowFrom = rollingYearStart(today);
    const yearFrom = programmeYearOf(today, terms).from;
    const [enrollment, spend, savings, recentOrders, firstEnrolledAt] = await Promise.all([
      loyalty.openEnrollment(office.id),
      loyalty.spend(office.id, { from: windowFrom, timeZone }),
      loyalty.savings(office.id, yearFrom, timeZone),
      loyalty.recentOrders(office.id, recentOrderCount),
      loyalty.firstEnrolledAt(office.id),
    ]);
    const status = loyaltyIneligibility(loyaltyFactsOf(office, enrollment !== undefined), terms) ?? 'Enrolled';
    return toOverview({
      office: { id: office.id, name: office.name },
      status,
      enrollment,
      spend,
      windowFrom,
      standing: tierStanding(spend, terms),
      savings: { ...savings, yearFrom },
      recentOrders,
      statements: firstEnrolledAt ? statementPeriods(todayIn(timeZone, firstEnrolledAt), today, terms) : [],
      programme: terms,
    });
  }

  /** The office's carts priced for its terms after an enrolment change (the office's spend as of now). */
  async function repriceCarts(context: SubjectContext, office: Office, enrolled: boolean, terms: LoyaltyProgramme) {
    const spend = enrolled
      ? await loyalty.spend(office.id, { from: rollingYearStart(todayIn(timeZone, context.now)), timeZone })
      : 0;
    const loyaltyTerms = loyaltyTermsOf(loyaltyFactsOf(office, enrolled), spend, terms);
    await repriceOfficeCarts(
      db,
      { businessUnitId: office.id, pricingChannelId: office.pricingContractChannelId, loyalty: loyaltyTerms },
      context.now,
      context.log,
    );
  }

  async function sendConfirmation(context: SubjectContext, office: Office, terms: LoyaltyProgramme) {
    const customer = await customerRepository(db).findById(context.subject.customerId);
    if (!customer) return;
    const representative = context.sync ? (context.sync.rep.name ?? context.sync.rep.email) : undefined;
    await mailer.send(
      enrollmentMail({
        to: customer.email,
        firstName: customer.firstName,
        officeName: office.name,
        programme: terms,
        byRepresentative: representative,
        storefrontUrl,
      }),
    );
  }

  return {
    /** GET ct/asap-programme: what the programme gives, for anyone. */
    async programme(): Promise<AsapProgramme> {
      return toProgramme(await programme.current());
    },

    /** GET mw/loyalty: the active office's status, tier, savings, recent orders and statements. */
    async overview(context: SubjectContext): Promise<LoyaltyOverview> {
      const [office, terms] = await Promise.all([activeOffice(context), programme.current()]);
      return overviewOf(context, office, terms);
    },

    /** POST mw/asap-enrollment: enrols the active office once; a contract or non-participating group may not. */
    async enroll(context: SubjectContext, draft: AsapEnrollmentDraft): Promise<LoyaltyOverview> {
      const [office, terms] = await Promise.all([activeOffice(context), programme.current()]);
      const refusal = loyaltyIneligibility(loyaltyFactsOf(office, true), terms);
      if (refusal && refusal !== 'NotEnrolled') throw loyaltyErrors.notEligible(refusal, office.name);
      const created = await loyalty.enroll({
        businessUnitId: office.id,
        enrolledByCustomerId: context.subject.customerId,
        enrolledByRepId: context.sync?.rep.id ?? null,
        practiceName: draft.practice_name,
        contactName: draft.contact_name,
        contactPhone: draft.contact_phone || null,
        practiceType: draft.practice_type,
        termsVersion: asapTermsVersion,
        disclosureAcknowledgedAt: context.now,
        enrolledAt: context.now,
      });
      if (!created) throw loyaltyErrors.alreadyEnrolled(office.name, (await loyalty.openEnrollment(office.id))?.id);
      await repriceCarts(context, office, true, terms);
      sendConfirmation(context, office, terms).catch((error: unknown) =>
        log.error({ err: error, businessUnitId: office.id }, 'loyalty enrolment mail failed'),
      );
      return overviewOf(context, office, terms);
    },

    /** DELETE mw/asap-enrollment: ends the office's enrolment; its history stays, new prices are without loyalty. */
    async unenroll(context: SubjectContext): Promise<LoyaltyOverview> {
      const [office, terms] = await Promise.all([activeOffice(context), programme.current()]);
      const by = { customerId: context.subject.customerId, repId: context.sync?.rep.id ?? null };
      if (!(await loyalty.end(office.id, by, context.now))) throw loyaltyErrors.notEnrolled(office.name);
      await repriceCarts(context, office, false, terms);
      return overviewOf(context, office, terms);
    },
  };
}

export type LoyaltyService = ReturnType<typeof loyaltyService>;
