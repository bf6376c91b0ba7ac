import { isJobRole, isPracticeType, jobRoleValues, practiceTypeValues } from '@chairside/domain';
import { ApiError } from '../../http/api-error';

/** Custom fields whose value comes from a fixed list (spec §3 job roles, practice types). */
const lists = {
  job_function: { isListed: isJobRole, allowedValues: jobRoleValues, noun: 'job role' },
  practice_type: { isListed: isPracticeType, allowedValues: practiceTypeValues, noun: 'practice type' },
} as const;

export type ListedField = keyof typeof lists;

/** Throws 400 InvalidField (with the allowed values) when the value is not on the field's list. */
export function assertListedValue(field: ListedField, value: string): void {
  const list = lists[field];
  if (list.isListed(value)) return;
  const shown = value.slice(0, 64);
  throw new ApiError(400, 'InvalidField', `'${shown}' is not a ${list.noun}.`, {
    field,
    invalidValue: shown,
    allowedValues: list.allowedValues,
  });
}
