import { messages } from '@chairside/domain';

/** The ASAP loyalty pages' copy (issue 19), in spec §8's toast style. */
export const loyaltyTexts = {
  programmeTitle: 'ASAP Rewards',
  programmeIntro:
    'ASAP is our loyalty programme for practices that buy at retail prices: an enrolled office earns a percentage off ' +
    'retail on every eligible item, and a higher one as its spend over the last 12 months grows.',
  rewardsTitle: 'ASAP rewards',
  readUnavailable: 'Your ASAP rewards cannot be shown right now. Please try again later.',
  programmeUnavailable: 'The ASAP programme details cannot be shown right now. Please try again later.',
  noOffice: 'No office is linked to this account yet, so it cannot enrol. Please contact customer service.',
  formInvalid: messages.formInvalid,
  enrolFailed: 'We could not enrol your office. Please try again.',
  alreadyEnrolled: 'Your office is already enrolled in ASAP rewards.',
  enrolled: (office: string) => `${office} is now enrolled in ASAP rewards.`,
  unenrolled: 'Your office has left ASAP rewards. New prices and carts no longer include loyalty discounts.',
  notEnrolledAnyMore: 'Your office was not enrolled in ASAP rewards.',
  unenrolFailed: 'We could not unenrol your office. Please try again.',
  ineligible: {
    OnPricingContract:
      'ASAP loyalty discounts do not apply to your office: it buys on a pricing contract, whose prices are already ' +
      'negotiated for it. The programme is for practices that buy at retail prices.',
    BuyingGroupNotParticipating:
      'ASAP loyalty discounts do not apply to your office: its buying group negotiates its own pricing for its ' +
      'members and does not take part in the programme.',
  },
  disclosure:
    'I understand that ASAP loyalty discounts are price reductions that must be disclosed and appropriately ' +
    'reported where federal health-care programmes (such as Medicare and Medicaid cost reports) require it.',
  terms: 'I accept the ASAP rewards programme terms.',
  practiceTypeRequired: 'Choose the practice type.',
} as const;
