/** Offices and customers described as plans; accounts.ts turns them into rows with ids. */

export interface AddressPlan {
  contact: readonly [firstName: string, lastName: string];
  company?: string;
  streetNumber: string;
  streetName: string;
  apartment?: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  /** hs_shipping_account_number; absent means the address cannot be ordered to yet. */
  shippingAccount?: string;
  dea?: boolean;
  eligible?: boolean;
  billingOnly?: boolean;
}

export interface OfficePlan {
  key: string;
  name: string;
  practiceType: string;
  contractKey?: string;
  termsAllowed: boolean;
  checkoutDeclined?: boolean;
  buyingGroup?: string;
  shippingAccounts: { number: string; warehouse: string }[];
  addresses: AddressPlan[];
  /** Enrolled in ASAP loyalty this many days before the seed day, by the office's first customer (issue 19). */
  asapEnrolledDaysAgo?: number;
}

export interface CustomerPlan {
  email: string;
  firstName: string;
  lastName: string;
  jobFunction: string | null;
  officeKeys: string[];
  isSalesRep?: boolean;
}

export const demoPassword = 'chairside-demo-2026';

const dana = ['Dana', 'Whitfield'] as const;
const marcus = ['Marcus', 'Lee'] as const;

/** The documented demo accounts (DESIGN.md §7) and their offices. */
export const demoOffices: OfficePlan[] = [
  {
    key: 'bright-smiles-dental-group',
    name: 'Bright Smiles Dental Group',
    practiceType: 'general_dentistry',
    contractKey: 'contract-smile-dso',
    termsAllowed: true,
    shippingAccounts: [
      { number: 'SA-100245', warehouse: 'ES1' },
      { number: 'SA-100246', warehouse: 'ES1' },
    ],
    addresses: [
      {
        contact: dana,
        streetNumber: '1200',
        streetName: 'Market St',
        apartment: 'Suite 400',
        city: 'Philadelphia',
        state: 'PA',
        postalCode: '19107',
        phone: '(215) 555-0134',
        shippingAccount: 'SA-100245',
        dea: true,
      },
      {
        contact: dana,
        company: 'Bright Smiles Dental Group - Cherry Hill',
        streetNumber: '455',
        streetName: 'Haddonfield Rd',
        city: 'Cherry Hill',
        state: 'NJ',
        postalCode: '08002',
        phone: '(856) 555-0178',
        shippingAccount: 'SA-100246',
      },
      {
        contact: dana,
        company: 'Bright Smiles Community Van',
        streetNumber: '80',
        streetName: 'Industrial Hwy',
        city: 'Essington',
        state: 'PA',
        postalCode: '19029',
        phone: '(610) 555-0112',
        shippingAccount: 'SA-100245',
        eligible: false,
      },
      {
        contact: ['Accounts', 'Payable'],
        streetNumber: '1200',
        streetName: 'Market St',
        apartment: 'Suite 410',
        city: 'Philadelphia',
        state: 'PA',
        postalCode: '19107',
        phone: '(215) 555-0135',
        billingOnly: true,
      },
    ],
  },
  {
    key: 'bright-smiles-oral-surgery',
    name: 'Bright Smiles Oral Surgery Center',
    practiceType: 'oral_surgery',
    contractKey: 'contract-smile-dso',
    termsAllowed: true,
    shippingAccounts: [{ number: 'SA-100247', warehouse: 'WC2' }],
    addresses: [
      {
        contact: dana,
        streetNumber: '3100',
        streetName: 'N Central Ave',
        apartment: 'Suite 210',
        city: 'Phoenix',
        state: 'AZ',
        postalCode: '85012',
        phone: '(602) 555-0161',
        shippingAccount: 'SA-100247',
        dea: true,
      },
      {
        contact: dana,
        company: 'Bright Smiles Oral Surgery - Scottsdale',
        streetNumber: '7400',
        streetName: 'E Pinnacle Peak Rd',
        city: 'Scottsdale',
        state: 'AZ',
        postalCode: '85255',
        phone: '(480) 555-0190',
        shippingAccount: 'SA-100247',
      },
    ],
  },
  {
    key: 'maple-street-family-dentistry',
    name: 'Maple Street Family Dentistry',
    practiceType: 'general_dentistry',
    termsAllowed: false,
    // About 14 months ago: a year of orders with loyalty discounts, and statements for the last programme year.
    asapEnrolledDaysAgo: 426,
    shippingAccounts: [{ number: 'SA-100310', warehouse: 'ES1' }],
    addresses: [
      {
        contact: marcus,
        streetNumber: '42',
        streetName: 'Maple St',
        city: 'Burlington',
        state: 'VT',
        postalCode: '05401',
        phone: '(802) 555-0147',
        shippingAccount: 'SA-100310',
      },
      // A new location whose shipping account customer service has not set up yet.
      {
        contact: marcus,
        company: 'Maple Street Family Dentistry - Williston',
        streetNumber: '17',
        streetName: 'Taft Corners Shopping Ctr',
        city: 'Williston',
        state: 'VT',
        postalCode: '05495',
        phone: '(802) 555-0148',
      },
    ],
  },
];

export const demoCustomers: CustomerPlan[] = [
  {
    email: 'demo-customer@example.com',
    firstName: dana[0],
    lastName: dana[1],
    jobFunction: 'office_manager',
    officeKeys: ['bright-smiles-dental-group', 'bright-smiles-oral-surgery'],
  },
  {
    email: 'demo-retail@example.com',
    firstName: marcus[0],
    lastName: marcus[1],
    jobFunction: 'dentist',
    officeKeys: ['maple-street-family-dentistry'],
  },
  {
    email: 'demo-rep@example.com',
    firstName: 'Jordan',
    lastName: 'Ellis',
    jobFunction: null,
    officeKeys: [],
    isSalesRep: true,
  },
];
