import { demoCustomers, demoOffices, type AddressPlan, type CustomerPlan, type OfficePlan } from './account-plans';
import type { DemoChannels } from './channels';
import { generateAccountPlans } from './generated-accounts';
import { Random } from './random';
import { repPractices } from './sales-reps';
import type {
  AddressRow,
  AsapEnrollmentRow,
  BusinessUnitRow,
  CustomerBusinessUnitRow,
  CustomerRow,
  ShippingAccountRow,
} from './rows';
import { addDays } from './text';

export interface DemoAccounts {
  offices: BusinessUnitRow[];
  shippingAccounts: ShippingAccountRow[];
  addresses: AddressRow[];
  customers: CustomerRow[];
  memberships: CustomerBusinessUnitRow[];
  /** Offices enrolled in ASAP loyalty (issue 19); written after the customers who enrolled them. */
  enrollments: AsapEnrollmentRow[];
}

interface PlannedOffice {
  plan: OfficePlan;
  row: BusinessUnitRow;
  addresses: AddressRow[];
}

/** How many ordinary practices surround the demo accounts. */
export const ordinaryPractices = 20;

/** The demo accounts plus ordinary practices; every customer gets the same (already hashed) password. */
export function buildAccounts(seed: number, today: Date, channels: DemoChannels, passwordHash: string): DemoAccounts {
  // The sales representative's practices come after the ordinary ones (the browser tests' shoppers).
  const generated = generateAccountPlans(seed, ordinaryPractices + repPractices);
  const officePlans = [...demoOffices, ...generated.offices];
  const customerPlans = [...demoCustomers, ...generated.customers];
  const channelIds = new Map(
    [...channels.warehouses, ...channels.contracts].map((channel) => [channel.key, channel.id]),
  );
  const channelId = (key: string) => {
    const id = channelIds.get(key);
    if (!id) throw new Error(`Demo accounts refer to unknown channel ${key}`);
    return id;
  };

  const accounts: DemoAccounts = {
    offices: [],
    shippingAccounts: [],
    addresses: [],
    customers: [],
    memberships: [],
    enrollments: [],
  };
  const officesByKey = new Map<string, PlannedOffice>();
  for (const plan of officePlans) {
    const row: BusinessUnitRow = {
      id: Random.for(seed, 'office', plan.key).uuid(),
      key: plan.key,
      name: plan.name,
      pricingContractChannelId: plan.contractKey ? channelId(plan.contractKey) : null,
      termsAllowed: plan.termsAllowed,
      checkoutApproved: !plan.checkoutDeclined,
      checkoutDeclined: plan.checkoutDeclined ?? false,
      buyingGroup: plan.buyingGroup ?? null,
    };
    const addresses = plan.addresses.map((address, n) => addressRow(seed, today, plan, row.id, address, n));
    accounts.offices.push(row);
    accounts.shippingAccounts.push(
      ...plan.shippingAccounts.map((account) => ({
        number: account.number,
        businessUnitId: row.id,
        warehouseChannelId: channelId(account.warehouse),
        billingAccountNumber: account.number.replace('SA-', 'BA-'),
      })),
    );
    accounts.addresses.push(...addresses);
    officesByKey.set(plan.key, { plan, row, addresses });
  }

  for (const plan of customerPlans) {
    const offices = plan.officeKeys.map((key) => {
      const office = officesByKey.get(key);
      if (!office) throw new Error(`Demo customer ${plan.email} refers to unknown office ${key}`);
      return office;
    });
    const customer = customerRow(seed, passwordHash, plan, offices);
    accounts.customers.push(customer);
    accounts.memberships.push(...offices.map(({ row }) => ({ customerId: customer.id, businessUnitId: row.id })));
  }
  for (const office of officesByKey.values()) {
    const enrollment = enrollmentRow(seed, today, office, accounts);
    if (enrollment) accounts.enrollments.push(enrollment);
  }
  return accounts;
}

/** Contract practice types of an enrolment, from the office's practice type. */
const enrollmentPracticeTypes: Record<string, string> = {
  oral_surgery: 'oral-surgery',
  orthodontics: 'orthodontic',
  veterinary: 'veterinary',
};

/**
 * The office's ASAP enrolment, made by its first customer during office hours `asapEnrolledDaysAgo` days before the
 * seed day, with the practice details taken from the office and the disclosure acknowledged then. None for an office
 * on a pricing contract, which the programme does not apply to.
 */
function enrollmentRow(
  seed: number,
  today: Date,
  { plan, row, addresses }: PlannedOffice,
  accounts: DemoAccounts,
): AsapEnrollmentRow | undefined {
  if (plan.asapEnrolledDaysAgo === undefined || plan.contractKey) return undefined;
  const firstCustomer = accounts.memberships.find((membership) => membership.businessUnitId === row.id);
  const customer = accounts.customers.find((candidate) => candidate.id === firstCustomer?.customerId);
  if (!customer) return undefined;
  const random = Random.for(seed, 'asap-enrollment', plan.key);
  const enrolledAt = new Date(
    addDays(today, -plan.asapEnrolledDaysAgo).getTime() + random.int(13, 21) * 3_600_000 + random.int(0, 59) * 60_000,
  );
  return {
    id: random.uuid(),
    businessUnitId: row.id,
    enrolledByCustomerId: customer.id,
    practiceName: plan.name,
    contactName: `${customer.firstName} ${customer.lastName}`,
    contactPhone: addresses.find((address) => address.isShipping)?.phone ?? null,
    practiceType: enrollmentPracticeTypes[plan.practiceType] ?? 'dental',
    termsVersion: 'asap-2026-01',
    disclosureAcknowledgedAt: enrolledAt,
    enrolledAt,
  };
}

function customerRow(seed: number, passwordHash: string, plan: CustomerPlan, offices: PlannedOffice[]): CustomerRow {
  const random = Random.for(seed, 'customer', plan.email);
  const addresses = offices.flatMap((office) => office.addresses);
  const first = offices[0];
  return {
    id: random.uuid(),
    email: plan.email,
    passwordHash,
    firstName: plan.firstName,
    lastName: plan.lastName,
    externalId: `C${random.int(100_000, 999_999)}`,
    // Spec §4: the default shipping address must carry a shipping account and be eligible for online ordering.
    defaultShippingAddressId:
      addresses.find(
        (address) => address.isShipping && address.shippingAccountNumber && address.eligibleForOnlineOrdering,
      )?.id ?? null,
    defaultBillingAddressId: addresses.find((address) => address.isBilling)?.id ?? null,
    checkoutApproved: first ? !first.plan.checkoutDeclined : false,
    checkoutDeclined: first?.plan.checkoutDeclined ?? false,
    buyingGroup: first?.plan.buyingGroup ?? null,
    termsAllowed: first?.plan.termsAllowed ?? false,
    practiceName: first?.plan.name ?? null,
    practiceType: first?.plan.practiceType ?? null,
    jobFunction: plan.jobFunction,
    isSalesRep: plan.isSalesRep ?? false,
  };
}

function addressRow(
  seed: number,
  today: Date,
  office: OfficePlan,
  businessUnitId: string,
  plan: AddressPlan,
  n: number,
): AddressRow {
  const random = Random.for(seed, 'address', office.key, n);
  const [firstName, lastName] = plan.contact;
  return {
    id: random.token(8),
    businessUnitId,
    key: `${office.key}-${n + 1}`,
    firstName,
    lastName,
    company: plan.company ?? office.name,
    streetName: plan.streetName,
    streetNumber: plan.streetNumber,
    apartment: plan.apartment ?? null,
    postalCode: plan.postalCode,
    city: plan.city,
    state: plan.state,
    country: 'US',
    phone: plan.phone,
    isShipping: !plan.billingOnly,
    isBilling: plan.billingOnly ?? false,
    shippingAccountNumber: plan.shippingAccount ?? null,
    externalId: `ADR-${random.int(1_000_000, 9_999_999)}`,
    hasActiveDeaLicense: plan.dea ?? false,
    deaRegistrationNumber: plan.dea ? deaNumber(random, lastName) : null,
    deaExpiresOn: plan.dea ? addDays(today, random.int(120, 1000)).toISOString().slice(0, 10) : null,
    eligibleForOnlineOrdering: plan.eligible ?? true,
  };
}

/**
 * A well-formed DEA registration number: registrant type, initial of the last name, six digits and a
 * check digit (sum of digits 1, 3, 5 plus twice the sum of digits 2, 4, 6, last digit).
 */
function deaNumber(random: Random, lastName: string): string {
  const digits = Array.from({ length: 6 }, () => random.int(0, 9));
  const check = (digits[0]! + digits[2]! + digits[4]! + 2 * (digits[1]! + digits[3]! + digits[5]!)) % 10;
  return `${random.pick(['A', 'B', 'F'])}${lastName[0]!.toUpperCase()}${digits.join('')}${check}`;
}
