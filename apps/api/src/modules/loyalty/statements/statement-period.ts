import { discountStatementPeriodPattern, type DiscountStatementPeriod } from '@chairside/contracts';
import { asapProgramme, statementPeriods, type LoyaltyProgramme } from '@chairside/domain';

const month = (value: number) => String(value).padStart(2, '0');

/**
 * A statement period as the URL names it: `2026` is the programme year that starts in 2026 (on the programme's first
 * month), `2026-Q3` a calendar quarter. Its dates and label are the domain's statementPeriods' (the ones the rewards
 * dashboard lists). Undefined for anything else (the route's params schema refuses it first).
 */
export function discountStatementPeriod(
  period: string,
  programme: LoyaltyProgramme = asapProgramme,
): DiscountStatementPeriod | undefined {
  const match = discountStatementPeriodPattern.exec(period);
  if (!match) return undefined;
  const [, year, quarter] = match as unknown as [string, string, string | undefined];
  const first = quarter
    ? `${year}-${month((Number(quarter) - 1) * 3 + 1)}-01`
    : `${year}-${month(programme.yearStartMonth)}-01`;
  // The periods holding that first day: its programme year and its quarter.
  return statementPeriods(first, first, programme).find((candidate) => candidate.period === period);
}
