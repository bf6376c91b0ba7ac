import { discountStatementPeriodPattern, type DiscountStatementPeriod } from '@chairside/contracts';
import { asapProgramme, programmeYearOf, quarterOf, type LoyaltyProgramme } from '@chairside/domain';

const month = (value: number) => String(value).padStart(2, '0');

/**
 * A statement period as the URL names it: `2026` is the programme year that starts in 2026 (on the programme's first
 * month), `2026-Q3` a calendar quarter. Undefined for anything else (the route's params schema refuses it first).
 */
export function discountStatementPeriod(
  period: string,
  programme: LoyaltyProgramme = asapProgramme,
): DiscountStatementPeriod | undefined {
  const match = discountStatementPeriodPattern.exec(period);
  if (!match) return undefined;
  const [, year, quarter] = match as unknown as [string, string, string | undefined];
  if (quarter) {
    const { from, to } = quarterOf(`${year}-${month((Number(quarter) - 1) * 3 + 1)}-01`);
    return { period, label: `Q${quarter} ${year}`, from, to };
  }
  const { from, to } = programmeYearOf(`${year}-${month(programme.yearStartMonth)}-01`, programme);
  return { period, label: `Programme year ${year}`, from, to };
}
