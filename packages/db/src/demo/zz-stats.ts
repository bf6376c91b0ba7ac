import { demoDataset } from './index';
const t = Date.now();
const d = demoDataset({ passwordHash: 'x', seed: 2026, now: new Date('2026-03-01T10:00:00Z') });
let products = 0, variants = 0, prices = 0, inv = 0, controlled = 0, prev = 0;
const perVariantCount = new Map<number, number>();
let sample: unknown[] = [];
for (const c of d.catalogChunks(500)) {
  products += c.products.length; variants += c.variants.length; prices += c.prices.length; inv += c.inventory.length;
  for (const v of c.variants) { if ((v.attributes as any).requires_active_dea_license === true) controlled++; if ((v.attributes as any).previous_sku) prev++; }
  const byP = new Map<string, number>(); for (const v of c.variants) byP.set(v.productId, (byP.get(v.productId) ?? 0) + 1);
  for (const n of byP.values()) perVariantCount.set(n, (perVariantCount.get(n) ?? 0) + 1);
  if (sample.length === 0) sample = [c.products[0], c.variants[0], c.prices[0]];
  else if (sample.length < 8) { sample.push(c.products[1], c.variants[1], c.variants[2], c.prices.slice(0, 4), c.inventory.slice(0, 3)); }
}
console.log({ ms: Date.now() - t, products, variants, prices, inv, controlled: controlled / variants, prev: prev / variants, perVariantCount });
console.log(JSON.stringify(sample, null, 1).slice(0, 6000));
console.log(d.categories.map((c) => `${c.key} ${c.orderHint} ${c.ancestorIds?.length}`).join('\n'));
console.log(d.redirectRules, d.accounts.customers.slice(0, 5), d.accounts.addresses.slice(0, 4), d.accounts.offices.length, d.accounts.customers.length);
