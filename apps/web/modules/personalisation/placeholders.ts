/**
 * The personalisation script's merchandised-sku placeholders (spec §7): it inserts elements such as
 *   <span data-merch-sku="SKU" data-merch-price="best"></span>
 *   <s data-merch-sku="SKU" data-merch-price="retail"></s>
 * and the storefront fills them with the visitor's best price, and the retail price when it is
 * struck through (a retail placeholder stays hidden otherwise).
 */
export const placeholderSelector = '[data-merch-sku]:not([data-merch-filled])';

export type MerchandisedPrices = Record<string, { best: string; retail?: string }>;

/** The skus of placeholders not filled yet. */
export function pendingSkus(root: ParentNode): string[] {
  const skus = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>(placeholderSelector)) {
    const sku = element.dataset.merchSku;
    if (sku) skus.add(sku);
  }
  return [...skus];
}

/** Writes the prices into the placeholders of those skus and marks them filled. */
export function fillPlaceholders(root: ParentNode, prices: MerchandisedPrices): void {
  for (const element of root.querySelectorAll<HTMLElement>(placeholderSelector)) {
    const price = prices[element.dataset.merchSku ?? ''];
    if (!price) continue;
    const text = element.dataset.merchPrice === 'retail' ? price.retail : price.best;
    element.textContent = text ?? '';
    element.hidden = text === undefined;
    element.dataset.merchFilled = '';
  }
}
