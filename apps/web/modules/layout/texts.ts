import { promotions, support } from '@chairside/domain';

/** Header and footer copy not (yet) in @chairside/domain's catalogue. Candidates to move there. */
export const layoutTexts = {
  welcome: (firstName: string | undefined) => (firstName ? `Welcome, ${firstName}!` : 'Welcome to Chairside'),
  smsPromotion: `Get ${promotions.smsSignupPercentOff}% off your next web order when you sign up for SMS`,
  replenishPromotion: `Extra ${promotions.replenishExtraPercentOff}% off REPLENISH orders`,
  benefits: [
    {
      title: `Extra ${promotions.replenishExtraPercentOff}% off REPLENISH orders`,
      body: 'Schedule recurring orders for the supplies you use every week and save on every delivery.',
      href: '/customer/account/replenish',
    },
    {
      title: `Save ${promotions.smsSignupPercentOff}% with SMS`,
      body: `Opt in to text messages and get ${promotions.smsSignupPercentOff}% off your next web order.`,
      smsSignup: true,
    },
    {
      title: 'Expert support',
      body: `Our team is here to help ${support.hours}.`,
    },
  ],
  copyright: (year: number) => `© ${year} Chairside. All rights reserved.`,
  // The header's location modal (spec §2): stock and prices follow the default shipping address.
  stockFor: 'Prices and stock for',
  changeLocation: 'Change address',
  chooseLocation: 'Choose an address',
  locationTitle: 'Choose your shipping address',
  locationHint: 'Stock availability and prices are shown for the default shipping address.',
  saveLocation: 'Ship to this address',
  savingLocation: 'Saving…',
  manageAddresses: 'Manage addresses',
  deaApproved: 'DEA Approved',
} as const;
