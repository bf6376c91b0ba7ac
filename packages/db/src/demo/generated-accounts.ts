import type { AddressPlan, CustomerPlan, OfficePlan } from './account-plans';
import { buyingGroups, cities, firstNames, lastNames, practices, streets, type City } from './people';
import { Random } from './random';
import { slugify } from './text';

/** Clinician roles by practice type; the second customer of an office is picked from staff roles. */
const clinicianRoles: Record<string, readonly string[]> = {
  oral_surgery: ['oral_surgeon'],
  veterinary: ['doctor'],
};
const staffRoles = [
  'office_manager',
  'purchasing_agent',
  'supply_coordinator',
  'dental_assistant',
  'hygienist',
  'receptionist',
  'bookkeeper',
  'assistant',
];
const deaPractices = new Set(['oral_surgery', 'periodontics', 'endodontics', 'general_dentistry']);

/** Ordinary practices for realism: offices with one to three addresses and one or two customers each. */
export function generateAccountPlans(
  seed: number,
  count: number,
): { offices: OfficePlan[]; customers: CustomerPlan[] } {
  const offices: OfficePlan[] = [];
  const customers: CustomerPlan[] = [];
  const names = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const random = Random.for(seed, 'practice', index);
    let city: City;
    let practice: (typeof practices)[number];
    let owner: [string, string];
    let name: string;
    do {
      city = random.pick(cities);
      practice = random.pick(practices);
      owner = [random.pick(firstNames), random.pick(lastNames)];
      name = practice.name(owner[1], city.city);
    } while (names.has(name));
    names.add(name);
    const key = slugify(name);

    const accounts = Array.from({ length: random.int(1, 2) }, (_, n) => ({
      number: `SA-${100_400 + index * 10 + n}`,
      warehouse: city.warehouse,
    }));
    const address = (overrides: Partial<AddressPlan>): AddressPlan => ({
      contact: owner,
      streetNumber: String(random.int(10, 9800)),
      streetName: random.pick(streets),
      ...(random.chance(0.5) ? { apartment: `Suite ${random.int(1, 6)}${random.int(0, 2)}0` } : {}),
      city: city.city,
      state: city.state,
      postalCode: `${city.zip}${String(random.int(1, 99)).padStart(2, '0')}`,
      phone: `(${city.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      ...overrides,
    });
    const addresses = Array.from({ length: random.int(1, 3) }, (_, n) =>
      address({
        shippingAccount: accounts[n % accounts.length]!.number,
        dea: deaPractices.has(practice.type) && random.chance(0.5),
        eligible: n === 0 || random.chance(0.85),
        ...(n > 0 ? { company: `${name} - ${random.pick(streets).replace(/ \w+$/, '')} Office` } : {}),
      }),
    );
    if (random.chance(0.6)) addresses.push(address({ contact: ['Accounts', 'Payable'], billingOnly: true }));

    const contractKey =
      practice.type === 'pediatric_dentistry'
        ? 'contract-pediatric-alliance'
        : random.chance(0.3)
          ? 'contract-midwest-gpo'
          : undefined;
    offices.push({
      key,
      name,
      practiceType: practice.type,
      ...(contractKey ? { contractKey } : {}),
      termsAllowed: random.chance(0.5),
      checkoutDeclined: random.chance(0.05),
      ...(random.chance(0.25) ? { buyingGroup: random.pick(buyingGroups) } : {}),
      shippingAccounts: accounts,
      addresses,
    });

    const people: [string, string, string][] = [
      [owner[0], owner[1], random.pick(clinicianRoles[practice.type] ?? ['dentist', 'doctor'])],
    ];
    const colleague: [string, string, string] = [
      random.pick(firstNames),
      random.pick(lastNames),
      random.pick(staffRoles),
    ];
    if (random.chance(0.5) && colleague[1] !== owner[1]) people.push(colleague);
    let enrolled = false;
    for (const [firstName, lastName, jobFunction] of people) {
      customers.push({
        email: `${slugify(firstName)}.${slugify(lastName)}@${key}.example`,
        firstName,
        lastName,
        jobFunction,
        officeKeys: [key],
      });
      // Drawn per customer, as when enrolment was the customer's: the same practices enrol as before.
      if (!contractKey && random.chance(0.4)) enrolled = true;
    }
    // A retail practice enrols in ASAP loyalty (issue 19); one on a pricing contract never does.
    if (enrolled) offices.at(-1)!.asapEnrolledDaysAgo = random.int(20, 700);
  }
  return { offices, customers };
}
