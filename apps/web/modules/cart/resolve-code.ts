import 'server-only';
import { findProductByCode } from '@/lib/api/products';
import { productDetail } from '@/modules/product/product-view';
import { quickOrderTexts, type QuickOrderProblem } from './quick-order';

/** A quick order line whose item number (or sku, or previous sku) named one unit of one product. */
export type Resolved = { line: number; code: string; sku: string; uom: string; quantity: number };

export async function resolveCode(line: {
  line: number;
  code: string;
  quantity: number;
}): Promise<Resolved | QuickOrderProblem> {
  const lookup = await findProductByCode(line.code).catch(() => ({ status: 'none' as const }));
  if (lookup.status === 'multiple')
    return { line: line.line, code: line.code, message: quickOrderTexts.ambiguousItem(line.code) };
  if (lookup.status === 'none')
    return { line: line.line, code: line.code, message: quickOrderTexts.unknownItem(line.code) };
  const wanted = line.code.toLowerCase();
  const unit = productDetail(lookup.product).units.find((candidate) =>
    [candidate.sku, candidate.itemNumber, candidate.previousSku].some((value) => value?.toLowerCase() === wanted),
  );
  if (!unit) return { line: line.line, code: line.code, message: quickOrderTexts.unknownItem(line.code) };
  return { line: line.line, code: line.code, sku: unit.sku, uom: unit.uom, quantity: line.quantity };
}
