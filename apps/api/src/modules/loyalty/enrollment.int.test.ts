import { asapProgrammeSchema, auditEventListSchema, customerSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { asapProgramme } from '@chairside/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { until } from '../../../test/until';
import { salesRepFixture } from '../sales-reps/sales-rep.test-fixture';
import {
  distributorToday,
  enrollmentDraft,
  enrollmentsOf,
  loyaltyCalls,
  openEnrollmentsOf,
  type Headers,
} from './loyalty.test-fixture';

describe.each(testDatabaseTargets())('ASAP enrolment: programme, POST /mw/asap-enrollment ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  let calls: ReturnType<typeof loyaltyCalls>;

  beforeAll(async () => {
    api = await startTestApi(target);
    fx = customerFixture(api.db);
    calls = loyaltyCalls(api);
  });
  afterAll(() => api?.close());

  /** A new customer of the office, signed in working in it. */
  async function customerOf(officeId: string) {
    const customer = await fx.customer({ officeIds: [officeId] });
    const { headers, sessionId } = await signIn(api.db, customer.id, { activeBusinessUnitId: officeId });
    return { customer, headers, sessionId };
  }
  const mailsTo = (to: string) => api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));
  const asapEnrolledOf = async (headers: Headers) => {
    const response = await calls.call(headers, 'GET', '/aces/me');
    expect(response.status).toBe(200);
    return customerSchema.parse(await response.json()).custom.fields.asap_enrolled;
  };

  it('GET /ct/asap-programme is a public catalogue read: the storefront visitor token (view_published_products) reads it', async () => {
    const visitor = await api.tokenFor(['view_published_products']);
    const read = await api.fetch('/ct/asap-programme', { headers: { authorization: `Bearer ${visitor}` } });
    expect(read.status).toBe(200);
    const unrelated = await api.tokenFor(['view_categories']);
    const refused = await api.fetch('/ct/asap-programme', { headers: { authorization: `Bearer ${unrelated}` } });
    expect(refused.status).toBe(403);
  });

  it("GET /ct/asap-programme answers the domain's asapProgramme, which is what migration 0026 seeded", async () => {
    const response = await api.fetch('/ct/asap-programme');
    expect(response.status).toBe(200);
    const programme = asapProgrammeSchema.parse(await response.json());
    // The categories come in whatever order the stored JSON keeps its keys (jsonb sorts them): compared as a set.
    const byName = (entries: { category: string; percent: number }[]) =>
      [...entries].sort((a, b) => a.category.localeCompare(b.category));
    expect({ ...programme, categories: byName(programme.categories) }).toEqual({
      categories: byName(
        Object.entries(asapProgramme.categoryPercents).map(([category, percent]) => ({ category, percent })),
      ),
      tiers: asapProgramme.tiers.map((tier) => ({
        name: tier.name,
        min_spend: tier.minSpend,
        bonus_percent: tier.bonusPercent,
      })),
      buying_groups: asapProgramme.buyingGroups,
      excludes_controlled: asapProgramme.excludeControlled,
      year_start_month: asapProgramme.yearStartMonth,
    });
    // The figures the storefront and the mails state, exactly.
    expect(Object.fromEntries(programme.categories.map(({ category, percent }) => [category, percent]))).toEqual({
      consumables: 4,
      instruments: 3,
      implants: 2,
      biologics: 2,
      equipment: 1,
    });
    expect(programme.tiers).toEqual([
      { name: 'Member', min_spend: 0, bonus_percent: 0 },
      { name: 'Silver', min_spend: 1_000_000, bonus_percent: 1 },
      { name: 'Gold', min_spend: 2_500_000, bonus_percent: 2 },
    ]);
    expect(programme.buying_groups).toEqual(['Heartland Dental Cooperative', 'Independent Dentists Alliance']);
    // The seeded row itself (the API may read it through a cache).
    const [row] = await api.db.select().from(schema.loyaltyProgrammes).where(eq(schema.loyaltyProgrammes.key, 'asap'));
    expect(row!.terms).toEqual(asapProgramme);
  });

  it('enrols a retail practice once: 201 Enrolled at Member with the enrolment, a confirmation mail, asap_enrolled on me', async () => {
    const office = await fx.office('Maple Street Family Dentistry', [], { buyingGroup: null });
    const first = await customerOf(office.id);
    const second = await customerOf(office.id);
    expect(await asapEnrolledOf(first.headers)).toBe(false);
    const before = await calls.overview(first.headers);
    expect(before.status).toBe('NotEnrolled');
    expect(before.enrollment).toBeUndefined();
    expect(before.statements).toEqual([]);

    const enrolled = await calls.enrolled(first.headers);
    const today = distributorToday();
    const year = today.slice(0, 4);
    const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
    expect(enrolled).toMatchObject({
      office: { id: office.id, name: 'Maple Street Family Dentistry' },
      status: 'Enrolled',
      spend_12_months: 0,
      tier: { name: 'Member', min_spend: 0, bonus_percent: 0 },
      next_tier: { name: 'Silver', min_spend: 1_000_000, bonus_percent: 1 },
      to_next_tier: 1_000_000,
      savings: { this_year: 0, total: 0, year_from: `${year}-01-01` },
      recent_orders: [],
    });
    expect(enrolled.enrollment).toEqual({
      id: expect.any(String),
      office: { id: office.id, name: 'Maple Street Family Dentistry' },
      practice_name: 'Maple Street Family Dentistry',
      contact_name: 'Dana Whitfield',
      contact_phone: '215-555-0142',
      practice_type: 'dental',
      terms_version: 'asap-2026-01',
      enrolled_at: expect.any(String),
      enrolled_by: { customer_id: first.customer.id, name: 'Dana Whitfield' },
    });
    expect(Math.abs(Date.parse(enrolled.enrollment!.enrolled_at) - Date.now())).toBeLessThan(60_000);
    // Statements from the enrolment: this programme year and this quarter.
    expect(enrolled.statements.map((period) => period.period)).toEqual([year, `${year}-Q${quarter}`]);

    const [row, ...more] = await openEnrollmentsOf(api.db, office.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      id: enrolled.enrollment!.id,
      enrolledByCustomerId: first.customer.id,
      enrolledByRepId: null,
      practiceName: 'Maple Street Family Dentistry',
      practiceType: 'dental',
      termsVersion: 'asap-2026-01',
    });
    expect(row!.disclosureAcknowledgedAt).toBeInstanceOf(Date);

    await until(async () => (await mailsTo(first.customer.email)).length > 0);
    const [mail, ...otherMails] = await mailsTo(first.customer.email);
    expect(otherMails).toEqual([]);
    expect(mail!.subject).toBe('Maple Street Family Dentistry is enrolled in ASAP loyalty');
    expect(mail!.text).toContain('Maple Street Family Dentistry was enrolled in the ASAP loyalty programme.');
    expect(mail!.text).toContain('  - consumables: 4% off retail');
    expect(mail!.text).toContain('  - Silver: from $10,000 over 12 months, +1 point(s)');
    expect(mail!.text).toContain('/customer/account/thrive');

    // Enrolment is the office's: every customer of it sees it.
    expect(await asapEnrolledOf(first.headers)).toBe(true);
    expect(await asapEnrolledOf(second.headers)).toBe(true);
    expect((await calls.overview(second.headers)).enrollment?.id).toBe(enrolled.enrollment!.id);
  });

  it('refuses a second enrolment of the office, by the same customer or another, with 409 AsapAlreadyEnrolled', async () => {
    const office = await fx.office('Cedar Grove Dental', [], { buyingGroup: null });
    const first = await customerOf(office.id);
    const second = await customerOf(office.id);
    const { enrollment } = await calls.enrolled(first.headers);
    for (const { headers } of [first, second]) {
      const error = await calls.expectError(await calls.enrol(headers), 409, 'AsapAlreadyEnrolled');
      expect(error.message).toBe('Cedar Grove Dental is already enrolled in ASAP loyalty.');
      expect(error.errors[0]!.enrollmentId).toBe(enrollment!.id);
    }
    expect(await enrollmentsOf(api.db, office.id)).toHaveLength(1);
    // Only the enrolment that took mailed.
    await until(async () => (await mailsTo(first.customer.email)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(first.customer.email)).toHaveLength(1);
    expect(await mailsTo(second.customer.email)).toHaveLength(0);
  });

  it('lets exactly one of concurrent enrolments of one office through (201), the others 409', async () => {
    const office = await fx.office('Birchwood Pediatric Dentistry', [], { buyingGroup: null });
    const customers = await Promise.all([customerOf(office.id), customerOf(office.id), customerOf(office.id)]);
    const responses = await Promise.all(
      [...customers, ...customers].map(({ headers }) => calls.enrol(headers, enrollmentDraft)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.status === 409))
      await calls.expectError(response, 409, 'AsapAlreadyEnrolled');
    expect(await enrollmentsOf(api.db, office.id)).toHaveLength(1);
  });

  it.each([
    ['on a pricing contract', { contract: true, buyingGroup: null }, 'OnPricingContract', 'buys on a pricing contract'],
    [
      "of 'Great Lakes Purchasing Network'",
      { buyingGroup: 'Great Lakes Purchasing Network' },
      'BuyingGroupNotParticipating',
      'buys through a buying group that does not take part',
    ],
    ["of 'dso-east'", { buyingGroup: 'dso-east' }, 'BuyingGroupNotParticipating', 'does not take part'],
  ] as const)(
    'refuses an office %s with 409 AsapNotEligible and writes nothing',
    async (_name, options, status, says) => {
      const office = await fx.office(`Refused Dental ${status}`, [], options);
      const { customer, headers } = await customerOf(office.id);
      const error = await calls.expectError(await calls.enrol(headers), 409, 'AsapNotEligible');
      expect(error.errors[0]!.status).toBe(status);
      expect(error.message).toContain(`Refused Dental ${status}`);
      expect(error.message).toContain(says);
      expect(await enrollmentsOf(api.db, office.id)).toEqual([]);
      expect(await asapEnrolledOf(headers)).toBe(false);
      // Refused, it stays not enrolled (that comes first among the reasons loyalty does not apply).
      expect((await calls.overview(headers)).status).toBe('NotEnrolled');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await mailsTo(customer.email)).toEqual([]);
    },
  );

  it.each(['Heartland Dental Cooperative', 'Independent Dentists Alliance'])(
    'enrols an office of the participating buying group %s',
    async (group) => {
      const office = await fx.office(`Member of ${group}`, [], { buyingGroup: group });
      const { headers } = await customerOf(office.id);
      const enrolled = await calls.enrolled(headers);
      expect(enrolled.status).toBe('Enrolled');
      expect(await openEnrollmentsOf(api.db, office.id)).toHaveLength(1);
    },
  );

  it.each([
    ['without acknowledge_disclosure', { ...enrollmentDraft, acknowledge_disclosure: undefined }],
    ['with acknowledge_disclosure false', { ...enrollmentDraft, acknowledge_disclosure: false }],
    ['without accept_terms', { ...enrollmentDraft, accept_terms: undefined }],
    ['with accept_terms false', { ...enrollmentDraft, accept_terms: false }],
    ['with accept_terms "true" (a string)', { ...enrollmentDraft, accept_terms: 'true' }],
    ['without a practice name', { ...enrollmentDraft, practice_name: '   ' }],
    ['with an unknown practice type', { ...enrollmentDraft, practice_type: 'spa' }],
    ['with an unknown field', { ...enrollmentDraft, tier: 'Gold' }],
  ])('answers 400 to an enrolment %s and writes nothing', async (_name, body) => {
    const office = await fx.office('Incomplete Form Dental', [], { buyingGroup: null });
    const { customer, headers } = await customerOf(office.id);
    await calls.expectError(await calls.enrol(headers, JSON.parse(JSON.stringify(body))), 400, 'InvalidInput');
    expect(await enrollmentsOf(api.db, office.id)).toEqual([]);
    expect(await asapEnrolledOf(headers)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mailsTo(customer.email)).toEqual([]);
  });

  it('needs a customer: no token 401, a token without a customer 403', async () => {
    expect((await fetch(`${api.baseUrl}/mw/asap-enrollment`, { method: 'POST' })).status).toBe(401);
    const reader = { authorization: `Bearer ${await api.tokenFor()}` };
    expect((await calls.enrol(reader)).status).toBe(403);
    expect((await calls.call(reader, 'GET', '/mw/loyalty')).status).toBe(403);
  });

  it("a synced sales representative enrols its customer's office: 201, the representative recorded, the write audited", async () => {
    const reps = salesRepFixture(api.db);
    const rep = await reps.rep('Riley', 'Rep');
    const office = await fx.office('Harbor View Dental', [], { buyingGroup: null });
    await reps.assign(rep.id, office.id);
    const { customer, headers: customerHeaders } = await customerOf(office.id);
    const repSession = await reps.signIn(rep.id);
    const repHeaders = repSession.headers;
    // Not synced: the representative acts for nobody.
    await calls.expectError(await calls.enrol(repHeaders), 403, 'SubjectRequired');
    const synced = await calls.call(repHeaders, 'GET', `/mw/sales-reps/sync/${customer.id}`);
    expect(synced.status).toBe(200);

    const enrolled = await calls.enrolled(repHeaders, { ...enrollmentDraft, practice_name: 'Harbor View Dental' });
    expect(enrolled.status).toBe('Enrolled');
    expect(enrolled.enrollment).toMatchObject({
      office: { id: office.id, name: 'Harbor View Dental' },
      practice_name: 'Harbor View Dental',
      enrolled_by: { customer_id: customer.id, name: 'Dana Whitfield' },
      enrolled_by_representative: { id: rep.id, name: 'Riley Rep' },
    });
    const [row] = await openEnrollmentsOf(api.db, office.id);
    expect(row).toMatchObject({ enrolledByCustomerId: customer.id, enrolledByRepId: rep.id });
    // The customer sees who enrolled the office.
    expect((await calls.overview(customerHeaders)).enrollment?.enrolled_by_representative).toEqual({
      id: rep.id,
      name: 'Riley Rep',
    });

    // The write is in the office's trail with both parties, as every write made while synced.
    const auditRows = () =>
      api.db
        .select()
        .from(schema.auditEvents)
        .where(
          and(
            eq(schema.auditEvents.sessionId, repSession.sessionId),
            eq(schema.auditEvents.action, 'POST /mw/asap-enrollment'),
          ),
        );
    await until(async () => (await auditRows()).length > 0);
    const [event, ...moreEvents] = await auditRows();
    expect(moreEvents).toEqual([]);
    expect(event).toMatchObject({
      actorKind: 'sales-rep',
      actorId: rep.id,
      actorEmail: rep.email,
      subjectCustomerId: customer.id,
      subjectEmail: customer.email,
      businessUnitId: office.id,
      status: 201,
    });
    const trail = auditEventListSchema.parse(
      await (await calls.call(customerHeaders, 'GET', '/mw/audit-events')).json(),
    );
    expect(trail.results.find((entry) => entry.action === 'POST /mw/asap-enrollment')).toMatchObject({
      actor: { kind: 'sales-rep', email: rep.email },
      subject_email: customer.email,
    });

    // The confirmation goes to the customer and names the representative.
    await until(async () => (await mailsTo(customer.email)).length > 0);
    const [mail] = await mailsTo(customer.email);
    expect(mail!.text).toContain(
      'Harbor View Dental was enrolled in the ASAP loyalty programme by your sales representative Riley Rep.',
    );
    expect(await mailsTo(rep.email)).toEqual([]);
  });
});
