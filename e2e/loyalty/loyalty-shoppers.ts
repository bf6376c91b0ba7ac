import { asapProgramme } from '@chairside/domain';
import { ordinaryPractices } from '../../packages/db/src/demo/accounts';
import { generateAccountPlans } from '../../packages/db/src/demo/generated-accounts';
import type { OfficePlan } from '../../packages/db/src/demo/account-plans';
import { repPractices } from '../../packages/db/src/demo/sales-reps';

/**
 * Who the ASAP loyalty browser tests sign in as. Enrolling or unenrolling changes an office's prices and carts, so
 * each test takes an office of its own from the sales representative's practices (generated after the ordinary ones,
 * which e2e/shoppers.ts hands out), chosen by what the test needs, so no other test's prices move under it.
 */
const { offices, customers } = generateAccountPlans(2026, ordinaryPractices + repPractices);
const repOffices = offices.slice(ordinaryPractices);

type Office = OfficePlan & { asapEnrolledDaysAgo?: number };

interface LoyaltyShopper {
  email: string;
  office: string;
}

function pick(label: string, match: (office: Office) => boolean, taken: Set<string>): LoyaltyShopper {
  for (const office of repOffices as Office[]) {
    if (taken.has(office.key) || !match(office)) continue;
    // One customer only: a colleague signed in elsewhere would see the office change too.
    const people = customers.filter((customer) => customer.officeKeys[0] === office.key);
    if (people.length !== 1) continue;
    taken.add(office.key);
    return { email: people[0]!.email, office: office.name };
  }
  throw new Error(`No demo practice left for ${label}: the demo practices changed.`);
}

/** Buys at retail, may order, and has a first address to price and ship to. */
const retail = (office: Office) =>
  !office.contractKey &&
  !office.checkoutDeclined &&
  office.addresses[0]?.shippingAccount !== undefined &&
  office.addresses[0]?.eligible !== false;
const participating = (office: Office) =>
  !office.buyingGroup || asapProgramme.buyingGroups.includes(office.buyingGroup);

function assign() {
  const taken = new Set<string>();
  return {
    // Enrols through the form, then shops: not enrolled in the demo data (the test unenrols first if it is).
    enrol: pick('enrolment', (office) => retail(office) && participating(office) && !office.asapEnrolledDaysAgo, taken),
    // Unenrols: enrolled in the demo data (the test enrols first if it is not).
    unenrol: pick(
      'unenrolment',
      (office) => retail(office) && participating(office) && !!office.asapEnrolledDaysAgo,
      taken,
    ),
    // A retail practice whose buying group negotiates its own prices and does not take part.
    buyingGroup: pick('buying group not participating', (office) => retail(office) && !participating(office), taken),
  };
}

export const loyaltyShoppers = assign();
