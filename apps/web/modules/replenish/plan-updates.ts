import 'server-only';
import type { Plan, PlanUpdateAction } from '@chairside/contracts';
import { getMyPlan, updateMyPlan, type PlanFailure, type PlanResult } from '@/lib/api/plans';
import { planTexts } from './texts';

export type PlanChange = { ok: true; plan: Plan } | { ok: false; message: string; failure: PlanFailure };

/** What a refused plan call tells the customer; the API's own words for a refused value (400). */
export function failureMessage(failure: PlanFailure, fallback: string = planTexts.unavailable): string {
  if (failure.status === 404) return planTexts.planNotFound;
  if (failure.code === 'SubjectRequired') return planTexts.customerRequired;
  if (failure.status === 409) return planTexts.changedElsewhere;
  if ((failure.status === 400 || failure.status === 422) && failure.message) return failure.message;
  return fallback;
}

/** The field the API refused, as the form's field error. */
export const fieldErrorsOfFailure = (failure: PlanFailure): Record<string, string> | undefined =>
  failure.field && failure.message ? { [failure.field]: failure.message } : undefined;

const settle = (result: PlanResult<Plan>, fallback?: string): PlanChange =>
  result.ok
    ? { ok: true, plan: result.value }
    : { ok: false, message: failureMessage(result, fallback), failure: result };

/**
 * Applies the actions a plan's state calls for at the version the page showed; without one (entry points) at the
 * version read now. A version conflict (409) is retried once on the plan read again: `build` sees what changed, and
 * item actions name their item by id, so an item removed meanwhile is refused (400) instead of changed twice.
 */
export async function changePlan(
  id: string,
  build: (plan: Plan | undefined) => PlanUpdateAction[],
  version?: number,
  fallback?: string,
): Promise<PlanChange> {
  let current: Plan | undefined;
  if (version === undefined) {
    const read = await getMyPlan(id);
    if (!read.ok) return settle(read, fallback);
    current = read.value;
  }
  const first = await updateMyPlan(id, version ?? current!.version, build(current));
  if (first.ok || first.status !== 409) return settle(first, fallback);
  const again = await getMyPlan(id);
  if (!again.ok) return settle(first, fallback);
  return settle(await updateMyPlan(id, again.value.version, build(again.value)), fallback);
}
