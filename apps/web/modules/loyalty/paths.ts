import type { StatementFormat } from '@/lib/api/loyalty';

/** The ASAP loyalty pages and downloads (spec §2 routes; issue 19). */
export const asapEnrollmentPath = '/asap-enrollment';
export const rewardsPath = '/customer/account/thrive';
export const statementPath = (period: string, format: StatementFormat) =>
  `${rewardsPath}/statements/${encodeURIComponent(period)}/${format}`;
/** Sign-in that comes back to the programme page (registration cannot: it ends at the mailed link). */
export const signInToEnrolPath = `/customer/account/login?redirect=${encodeURIComponent(asapEnrollmentPath)}`;
export const createAccountPath = '/customer/account/create';
/** The rewards page's heading, where focus goes when what had it is gone (after unenrolling). */
export const rewardsHeadingId = 'rewards-heading';
