import type { LoyaltyIneligibility } from '@chairside/domain';
import { ApiError } from '../../http/api-error';

const ineligibility: Record<Exclude<LoyaltyIneligibility, 'NotEnrolled'>, (office: string) => string> = {
  OnPricingContract: (office) =>
    `${office} buys on a pricing contract: ASAP loyalty discounts apply only to practices buying at retail.`,
  BuyingGroupNotParticipating: (office) =>
    `${office} buys through a buying group that does not take part in ASAP loyalty.`,
};

export const loyaltyErrors = {
  noOffice: () =>
    new ApiError(400, 'InvalidOperation', 'ASAP loyalty belongs to an office, and this customer has none yet.'),
  notEligible: (status: Exclude<LoyaltyIneligibility, 'NotEnrolled'>, office: string) =>
    new ApiError(409, 'AsapNotEligible', ineligibility[status](office), { status }),
  alreadyEnrolled: (office: string, enrollmentId: string | undefined) =>
    new ApiError(409, 'AsapAlreadyEnrolled', `${office} is already enrolled in ASAP loyalty.`, {
      ...(enrollmentId ? { enrollmentId } : {}),
    }),
  notEnrolled: (office: string) => new ApiError(409, 'AsapNotEnrolled', `${office} is not enrolled in ASAP loyalty.`),
};
