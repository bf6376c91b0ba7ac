import { createHash } from 'node:crypto';
import { rootCategoryKey, topCategoryKeys, warehouseChannelKey } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { jobFunctions } from './people';
import { demoDataset, type DemoDataOptions } from './index';

const now = new Date('2026-03-15T15:30:00Z');
const today = new Date('2026-03-15T00:00:00Z');

function generate(options: Partial<DemoDataOptions> = {}, chunkSize = 500) {
  const data = demoDataset({ passwordHash: 'fake-hash', now, ...options });
  const chunks = [...data.catalogChunks(chunkSize)];
  return {
    ...data,
    products: chunks.flatMap((chunk) => chunk.products),
    variants: chunks.flatMap((chunk) => chunk.variants),
    prices: chunks.flatMap((chunk) => chunk.prices),
    inventory: chunks.flatMap((chunk) => chunk.inventory),
  };
}

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const data = generate();
const variantsOf = (productId: string) => data.variants.filter((variant) => variant.productId === productId);
const attribute = (variant: (typeof data.variants)[number], name: string) => variant.attributes![name];

describe('demo data generator', () => {
  it('is deterministic: same seed, same rows (ids included), whatever the chunk size', () => {
    const again = generate({ products: 300 }, 77);
    const once = generate({ products: 300 }, 500);
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
    const otherSeed = generate({ products: 300, seed: 7 });
    expect(otherSeed.products[1]!.id).not.toBe(once.products[1]!.id);
    expect(otherSeed.categories[0]!.id).not.toBe(once.categories[0]!.id);
  });

  it('makes 1,500 products with at least 3,000 sellable variants by default', () => {
    expect(data.products.filter((product) => product.key !== 'progress-bar')).toHaveLength(1500);
    expect(data.variants.length).toBeGreaterThanOrEqual(3000);
  });

  it('keeps skus, slugs, keys, ids and (item number, uom) unique', () => {
    expect(unique(data.variants.map((variant) => variant.sku))).toBe(true);
    expect(unique(data.variants.map((variant) => `${variant.itemNumber}/${variant.uom}`))).toBe(true);
    expect(unique(data.products.map((product) => product.slug['en-US']))).toBe(true);
    expect(unique(data.products.map((product) => product.key))).toBe(true);
    expect(unique(data.categories.map((category) => category.slug['en-US']))).toBe(true);
    expect(unique(data.prices.map((price) => price.key))).toBe(true);
    const ids = [data.categories, data.products, data.variants, data.prices, data.inventory, data.channels]
      .flat()
      .map((row) => row.id);
    expect(unique(ids)).toBe(true);
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(
      true,
    );
  });

  it('puts the six fixed top categories under storefront-root, with sub-categories and ancestors filled', () => {
    const root = data.categories.find((category) => category.key === rootCategoryKey)!;
    const tops = data.categories.filter((category) => category.parentId === root.id);
    expect(tops.map((category) => category.key)).toEqual([...topCategoryKeys]);
    expect(tops.map((category) => category.name['en-US'])).toContain('Bone Grafting');
    const byId = new Map(data.categories.map((category) => [category.id, category]));
    for (const top of tops) {
      const children = data.categories.filter((category) => category.parentId === top.id);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(8);
    }
    for (const category of data.categories.filter((candidate) => candidate.parentId)) {
      const parent = byId.get(category.parentId!)!;
      expect(category.ancestorIds).toEqual([...parent.ancestorIds!, parent.id]);
      expect(category.orderHint).toMatch(/^0\.\d+$/);
    }
    expect(data.categories.some((category) => category.ancestorIds!.length === 3)).toBe(true);
    expect(data.redirectRules.find((rule) => rule.sourcePath === '/gloves')?.target).toBe('/category/supplies/gloves');
  });

  it('files every product in one existing category and gives it images', () => {
    const categoryIds = new Set(data.categories.map((category) => category.id));
    for (const product of data.products.filter((candidate) => candidate.published)) {
      expect(product.categoryIds).toHaveLength(1);
      expect(categoryIds.has(product.categoryIds![0]!)).toBe(true);
      expect(product.description!['en-US']!.split('. ').length).toBeGreaterThanOrEqual(2);
    }
    const images = data.variants.filter((variant) => variant.sku !== 'progress-bar').map((variant) => variant.images!);
    expect(images.every((list) => list.length >= 1 && list.length <= 3)).toBe(true);
    expect(images[0]![0]!.url).toMatch(/^\/media\/products\/prod-\d{7}\/1\.svg$/);
    expect(data.products.some((product) => product.documents?.[0]?.url === '/downloads/instructions-for-use.pdf')).toBe(
      true,
    );
  });

  it('gives variants the spec attributes with real types and coherent pack counts', () => {
    const booleans = [
      'replenishable',
      'disposable',
      'latex_free',
      'powdered',
      'sterile',
      'textured',
      'requires_active_dea_license',
    ];
    for (const variant of data.variants) {
      expect(attribute(variant, 'hs_sku')).toBe(variant.sku);
      expect(attribute(variant, 'hs_item_number')).toBe(variant.itemNumber);
      expect(attribute(variant, 'hs_uom')).toBe(variant.uom);
      expect(Number.isInteger(attribute(variant, 'count_per_unit'))).toBe(true);
      for (const name of booleans)
        if (name in variant.attributes!) expect(typeof attribute(variant, name)).toBe('boolean');
    }
    const sellable = data.variants.filter((variant) => variant.sku !== 'progress-bar');
    expect(
      sellable.every(
        (variant) => /^\d{7}$/.test(variant.itemNumber) && variant.sku === `CS-${variant.itemNumber}-${variant.uom}`,
      ),
    ).toBe(true);
    expect(sellable.every((variant) => typeof attribute(variant, 'brand') === 'string')).toBe(true);
    const share = (predicate: (variant: (typeof sellable)[number]) => boolean) =>
      sellable.filter(predicate).length / sellable.length;
    expect(share((variant) => typeof attribute(variant, 'previous_sku') === 'string')).toBeGreaterThan(0.05);
    expect(share((variant) => typeof attribute(variant, 'previous_sku') === 'string')).toBeLessThan(0.15);
    expect(share((variant) => attribute(variant, 'requires_active_dea_license') === true)).toBeGreaterThan(0.02);
    expect(share((variant) => attribute(variant, 'requires_active_dea_license') === true)).toBeLessThan(0.09);
    expect(sellable.some((variant) => typeof attribute(variant, 'bur_type') === 'string')).toBe(true);
    expect(sellable.some((variant) => attribute(variant, 'latex_free') === false)).toBe(true);

    for (const product of data.products) {
      const variants = variantsOf(product.id);
      const box = variants.find((variant) => variant.uom === 'BX');
      const kase = variants.find((variant) => variant.uom === 'CS');
      if (box && kase)
        expect(attribute(kase, 'count_per_unit')).toBe(10 * (attribute(box, 'count_per_unit') as number));
    }
  });

  it('prices every sku at retail in integer cents, with cheaper contract prices and dated windows', () => {
    const retail = new Map(
      data.prices.filter((price) => !price.channelId && !price.validFrom).map((price) => [price.sku, price]),
    );
    expect(retail.size).toBe(data.variants.length);
    expect(data.prices.every((price) => Number.isInteger(price.centAmount) && price.currencyCode === 'USD')).toBe(true);
    const discounted = [...retail.values()].filter((price) => price.discountedCentAmount != null);
    expect(discounted.length / retail.size).toBeGreaterThan(0.1);
    expect(discounted.every((price) => price.discountedCentAmount! < price.centAmount)).toBe(true);
    const contracts = new Map(
      data.channels
        .filter((channel) => channel.roles.includes('ProductDistribution'))
        .map((channel) => [channel.id, channel.key]),
    );
    expect([...contracts.values()]).toEqual(expect.arrayContaining(['contract-smile-dso', 'contract-midwest-gpo']));
    const plan = data.prices.filter((price) => price.channelId && !price.validFrom);
    expect(plan.length).toBeGreaterThan(data.variants.length);
    expect(
      plan.every((price) => contracts.has(price.channelId!) && price.centAmount < retail.get(price.sku)!.centAmount),
    ).toBe(true);
    const dated = data.prices.filter((price) => price.validFrom);
    expect(dated.some((price) => price.validUntil! < today)).toBe(true);
    expect(dated.some((price) => price.validFrom! > today)).toBe(true);
    expect(dated.some((price) => price.validFrom! <= today && price.validUntil! > today)).toBe(true);
  });

  it('stocks most skus in ES1 and WC2, with expired lots and out-of-stock skus', () => {
    const warehouses = new Map(
      data.channels
        .filter((channel) => channel.roles.includes('InventorySupply'))
        .map((channel) => [channel.id, channel.key]),
    );
    expect([...warehouses.values()]).toEqual([warehouseChannelKey, 'WC2']);
    expect(data.inventory.every((entry) => warehouses.has(entry.supplyChannelId))).toBe(true);
    const stocked = new Set(data.inventory.map((entry) => entry.sku));
    expect(stocked.size / data.variants.length).toBeGreaterThan(0.9);
    expect(data.inventory.some((entry) => entry.expiresAt && entry.expiresAt < today)).toBe(true);
    expect(data.inventory.some((entry) => entry.expiresAt && entry.expiresAt > today)).toBe(true);
    expect(
      data.inventory.some((entry) => entry.quantityOnStock === 0 && entry.restockableInDays && entry.expectedDelivery),
    ).toBe(true);
  });

  it('includes the reserved, unpublished progress-bar product priced at zero', () => {
    const product = data.products.find((candidate) => candidate.key === 'progress-bar')!;
    expect(product).toMatchObject({ published: false, categoryIds: [] });
    const variants = variantsOf(product.id);
    expect(variants).toHaveLength(1);
    expect(data.prices.filter((price) => price.sku === variants[0]!.sku).map((price) => price.centAmount)).toEqual([0]);
  });

  it('creates the three demo accounts with their offices, contract, terms and addresses', () => {
    const { accounts } = data;
    const customer = (email: string) => accounts.customers.find((candidate) => candidate.email === email)!;
    const officesOf = (customerId: string) =>
      accounts.memberships
        .filter((membership) => membership.customerId === customerId)
        .map((membership) => accounts.offices.find((office) => office.id === membership.businessUnitId)!);
    const addressesOf = (officeIds: string[]) =>
      accounts.addresses.filter((address) => officeIds.includes(address.businessUnitId));
    const smileDso = data.channels.find((channel) => channel.key === 'contract-smile-dso')!.id;

    const contract = customer('demo-customer@example.com');
    const contractOffices = officesOf(contract.id);
    expect(contractOffices.map((office) => office.name)).toEqual([
      'Bright Smiles Dental Group',
      'Bright Smiles Oral Surgery Center',
    ]);
    expect(contractOffices.every((office) => office.pricingContractChannelId === smileDso && office.termsAllowed)).toBe(
      true,
    );
    const contractAddresses = addressesOf(contractOffices.map((office) => office.id));
    expect(contractAddresses.some((address) => address.businessUnitId === contractOffices[1]!.id)).toBe(true);
    const deaApproved = contractAddresses.filter((address) => address.hasActiveDeaLicense);
    expect(deaApproved.length).toBeGreaterThan(0);
    expect(
      deaApproved.every(
        (address) => /^[A-Z]{2}\d{7}$/.test(address.deaRegistrationNumber!) && address.deaExpiresOn! > '2026-03-15',
      ),
    ).toBe(true);
    expect(contractAddresses.some((address) => address.isShipping && !address.hasActiveDeaLicense)).toBe(true);
    expect(contractAddresses.some((address) => address.eligibleForOnlineOrdering === false)).toBe(true);
    const defaultAddress = contractAddresses.find((address) => address.id === contract.defaultShippingAddressId)!;
    expect(defaultAddress).toMatchObject({ eligibleForOnlineOrdering: true, hasActiveDeaLicense: true });
    expect(defaultAddress.shippingAccountNumber).toMatch(/^SA-\d{6}$/);

    const retail = customer('demo-retail@example.com');
    const retailOffices = officesOf(retail.id);
    expect(retailOffices.map((office) => [office.name, office.pricingContractChannelId, office.termsAllowed])).toEqual([
      ['Maple Street Family Dentistry', null, false],
    ]);
    expect(
      addressesOf([retailOffices[0]!.id]).some((address) => address.isShipping && !address.shippingAccountNumber),
    ).toBe(true);

    expect(customer('demo-rep@example.com').isSalesRep).toBe(true);
    expect(accounts.customers.every((candidate) => candidate.passwordHash === 'fake-hash')).toBe(true);
  });

  it('surrounds the demo accounts with ordinary practices', () => {
    const { accounts } = data;
    expect(accounts.offices.length).toBeGreaterThanOrEqual(20);
    expect(accounts.customers.length).toBeGreaterThanOrEqual(20);
    expect(unique(accounts.customers.map((customer) => customer.email.toLowerCase()))).toBe(true);
    expect(unique(accounts.addresses.map((address) => address.id))).toBe(true);
    expect(accounts.addresses.every((address) => /^[A-Za-z0-9]{8}$/.test(address.id))).toBe(true);
    const roles: readonly string[] = jobFunctions;
    expect(
      accounts.customers
        .filter((customer) => !customer.isSalesRep)
        .every((customer) => roles.includes(customer.jobFunction!)),
    ).toBe(true);
    const accountNumbers = new Set(accounts.shippingAccounts.map((account) => account.number));
    expect(
      accounts.addresses.every(
        (address) => !address.shippingAccountNumber || accountNumbers.has(address.shippingAccountNumber),
      ),
    ).toBe(true);
  });

  it('seeds the API clients with SHA-256 secrets and the redirect rules', () => {
    const storefront = data.apiClients.find((client) => client.clientId === 'storefront')!;
    expect(storefront.secretHash).toBe(`sha256:${createHash('sha256').update('storefront-demo-secret').digest('hex')}`);
    expect(storefront.scopes).toContain('view_published_products:aces');
    expect(data.apiClients.find((client) => client.clientId === 'importer')!.scopes).toEqual(['manage_project:aces']);
    expect(data.redirectRules.map((rule) => [rule.sourcePath, rule.target, rule.statusCode])).toEqual(
      expect.arrayContaining([
        ['/docs/esources', '/docs/resources', 301],
        ['/shop', '/', 301],
        ['/manufacturer-rebates', 'https://rebates.example.com/chairside', 302],
      ]),
    );
  });
});
