import 'server-only';
import {
  asapProgrammeSchema,
  loyaltyOverviewSchema,
  type AsapEnrollmentDraft,
  type AsapProgramme,
  type LoyaltyOverview,
} from '@chairside/contracts';
import { getCustomerAccessToken } from '@/lib/session/session';
import { accountCall, accountCallFailure, type AccountCallFailure, type ApiReply } from './account-client';
import { cachedCatalogGet } from './cached-read';
import { customerDownload } from './download';

/**
 * ASAP loyalty (issue 19): the programme (public), the active office's standing, enrolment and unenrolment, and the
 * discount statements. Customer calls answer a result the caller branches on; none throws.
 */

export type LoyaltyResult<T> = { ok: true; value: T } | AccountCallFailure;

const notSignedIn: AccountCallFailure = { ok: false, status: 401, code: undefined, message: 'Not signed in' };
const unanswered: ApiReply = { status: 503, headers: new Headers(), body: undefined };

async function loyaltyCall(
  path: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
): Promise<LoyaltyResult<LoyaltyOverview>> {
  const token = await getCustomerAccessToken();
  if (!token) return notSignedIn;
  const reply = await accountCall(path, { ...options, auth: { bearer: token } }).catch((error: unknown) => {
    console.error(`Loyalty call ${path} failed:`, error);
    return unanswered;
  });
  if (reply.status !== 200 && reply.status !== 201) return accountCallFailure(reply, () => ({}));
  const parsed = loyaltyOverviewSchema.safeParse(reply.body);
  if (!parsed.success) {
    console.error(`Loyalty answer of ${path} did not match the contract`);
    return { ok: false, status: 502, code: undefined, message: '' };
  }
  return { ok: true, value: parsed.data };
}

/** What the programme gives: the same for every visitor, so read with the public token through the catalogue cache. */
export function getAsapProgramme(): Promise<AsapProgramme> {
  return cachedCatalogGet('/ct/asap-programme', asapProgrammeSchema);
}

/** The signed-in customer's active office in the programme: status, tier, savings, orders and statements. */
export const getMyLoyalty = () => loyaltyCall('/mw/loyalty');

/** Enrols the active office (201); 409 AsapAlreadyEnrolled or AsapNotEligible, 400 for a refused field. */
export const enrolMyOffice = (draft: AsapEnrollmentDraft) =>
  loyaltyCall('/mw/asap-enrollment', { method: 'POST', body: draft });

/** Ends the active office's enrolment; 409 AsapNotEnrolled when it was not enrolled. */
export const unenrolMyOffice = () => loyaltyCall('/mw/asap-enrollment', { method: 'DELETE' });

export type StatementFormat = 'csv' | 'pdf';
export const statementContentTypes: Record<StatementFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** A discount statement of a programme year (`2026`) or quarter (`2026-Q3`), as the API serves it. */
export const myDiscountStatement = (period: string, format: StatementFormat) =>
  customerDownload(
    `/mw/loyalty/statements/${encodeURIComponent(period)}/${format}`,
    statementContentTypes[format].split(';')[0]!,
  );
