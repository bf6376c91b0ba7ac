import { programmeCategories, type LoyaltyProgramme } from '@chairside/domain';
import type { Mail } from '../mail/mailer';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** The confirmation an office's customer gets when it (or its representative) enrols the office. */
export function enrollmentMail(input: {
  to: string;
  firstName: string | null;
  officeName: string;
  programme: LoyaltyProgramme;
  byRepresentative: string | undefined;
  storefrontUrl: string;
}): Mail {
  const { programme } = input;
  const categories = programmeCategories(programme)
    .map(({ category, percent }) => `  - ${category}: ${percent}% off retail`)
    .join('\n');
  const tiers = programme.tiers
    .filter((tier) => tier.bonusPercent > 0)
    .map((tier) => `  - ${tier.name}: from ${dollars(tier.minSpend)} over 12 months, +${tier.bonusPercent} point(s)`)
    .join('\n');
  const who = input.byRepresentative ? ` by your sales representative ${input.byRepresentative}` : '';
  return {
    to: input.to,
    subject: `${input.officeName} is enrolled in ASAP loyalty`,
    text: [
      `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
      '',
      `${input.officeName} was enrolled in the ASAP loyalty programme${who}. From now on your prices include:`,
      categories,
      '',
      'Spend more over 12 months and every percentage rises:',
      tiers,
      '',
      'Loyalty discounts never stack with a promotion (the better price applies) and do not apply to controlled substances.',
      'Each discount is shown on your invoices. Where federal health-care programmes require it, the discounts must be disclosed and reported in your cost reports; download annual and quarterly discount statements from your rewards page:',
      `${input.storefrontUrl}/customer/account/thrive`,
    ].join('\n'),
  };
}
