import { cartLimits, quantityProblem } from '@chairside/domain';

/** One line of the quick order box: "item number, quantity" (comma, tab or spaces between). */
export interface QuickOrderLine {
  /** 1-based line of the pasted text, so errors point at it. */
  line: number;
  code: string;
  quantity: number;
}

export interface QuickOrderProblem {
  line: number;
  code: string;
  message: string;
}

export const quickOrderTexts = {
  missingQuantity: 'Enter a quantity after the item number.',
  tooManyLines: `Enter at most ${cartLimits.maxLineItems} lines at once.`,
  unknownItem: (code: string) => `Item ${code} was not found.`,
  ambiguousItem: (code: string) => `Item ${code} matches more than one product; enter its exact item number.`,
  unsellable: (code: string) => `Item ${code} cannot be ordered online.`,
  noLines: 'Enter at least one item number and quantity.',
} as const;

/**
 * Parses pasted or typed lines. Blank lines are skipped; a quantity is required on every line, so
 * a mistyped line is reported instead of silently ordering one unit.
 */
export function parseQuickOrder(text: string): { lines: QuickOrderLine[]; problems: QuickOrderProblem[] } {
  const lines: QuickOrderLine[] = [];
  const problems: QuickOrderProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const parts = raw
      .trim()
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (parts.length === 0) return;
    const line = index + 1;
    const code = parts[0]!;
    if (parts.length < 2) {
      problems.push({ line, code, message: quickOrderTexts.missingQuantity });
      return;
    }
    const quantity = /^\d+$/.test(parts[1]!) ? Number(parts[1]) : Number.NaN;
    const problem = quantityProblem(Number.isNaN(quantity) ? parts[1] : quantity, 1);
    if (problem) problems.push({ line, code, message: problem });
    else lines.push({ line, code, quantity });
  });
  if (lines.length + problems.length > cartLimits.maxLineItems)
    return { lines: [], problems: [{ line: 0, code: '', message: quickOrderTexts.tooManyLines }] };
  return { lines, problems };
}
