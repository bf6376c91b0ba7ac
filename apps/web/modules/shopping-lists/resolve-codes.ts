import 'server-only';
import { productProjectionPagedQueryResponseSchema, type ProductProjection } from '@chairside/contracts';
import { catalogRequest } from '@/lib/api/catalog-client';
import { chunk } from '@/lib/api/chunk';
import { productDetail, type UnitView } from '@/modules/product/product-view';
import type { ImportLine, ImportProblem } from './list-csv';
import { listTexts } from './texts';

/** Codes per catalogue query: one query per 100 imported lines, never one per line. */
const codesPerQuery = 100;

const codeWhere = (field: string) =>
  `${field}(sku in :codes) or ${field}(attributes(name in ("hs_item_number", "previous_sku") and value in :codes))`;

async function productsNamed(codes: readonly string[]): Promise<ProductProjection[]> {
  const pages = await Promise.all(
    chunk(codes, codesPerQuery).map((part) => {
      const params = new URLSearchParams({
        where: `${codeWhere('masterVariant')} or ${codeWhere('variants')}`,
        // Each code names at most a product's few units; 3 products a code leaves room for shared item numbers.
        limit: String(Math.min(500, part.length * 3)),
        withTotal: 'false',
      });
      for (const code of part) params.append('var.codes', code);
      return catalogRequest(`/aces/product-projections?${params}`, productProjectionPagedQueryResponseSchema);
    }),
  );
  return pages.flatMap((page) => page.results);
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

/** The unit a line names: its sku, else the item number (or previous sku) in the line's unit, else the first unit. */
function unitFor(line: ImportLine, units: readonly UnitView[]): UnitView | undefined {
  const bySku = units.find((unit) => same(unit.sku, line.sku ?? line.code));
  if (bySku) return bySku;
  const named = units.filter((unit) => same(unit.itemNumber, line.code) || same(unit.previousSku, line.code));
  return line.uom ? named.find((unit) => same(unit.uom, line.uom!)) : named[0];
}

export type ResolvedLine = ImportLine & { sku: string };

/** Finds the sku of every imported line in a few catalogue queries; lines naming nothing are reported. */
export async function resolveCodes(
  lines: readonly ImportLine[],
): Promise<{ resolved: ResolvedLine[]; problems: ImportProblem[] }> {
  const codes = [...new Set(lines.flatMap((line) => (line.sku ? [line.sku, line.code] : [line.code])))];
  const units = (await productsNamed(codes)).flatMap((product) => productDetail(product).units);
  const resolved: ResolvedLine[] = [];
  const problems: ImportProblem[] = [];
  for (const line of lines) {
    const unit = unitFor(line, units);
    if (unit) resolved.push({ ...line, sku: unit.sku });
    else problems.push({ line: line.line, code: line.code, message: listTexts.unknownItem(line.code) });
  }
  return { resolved, problems };
}
