import type * as schema from '../schema';

/** Insert rows of the seeded tables, with ids always set so that the data is deterministic. */
type WithId<T> = T & { id: string };

export type CategoryRow = WithId<typeof schema.categories.$inferInsert>;
export type ProductRow = WithId<typeof schema.products.$inferInsert>;
export type VariantRow = WithId<typeof schema.productVariants.$inferInsert>;
export type ChannelRow = WithId<typeof schema.channels.$inferInsert>;
export type PriceRow = WithId<typeof schema.standalonePrices.$inferInsert>;
export type InventoryRow = WithId<typeof schema.inventoryEntries.$inferInsert>;
export type BusinessUnitRow = WithId<typeof schema.businessUnits.$inferInsert>;
export type ShippingAccountRow = typeof schema.shippingAccounts.$inferInsert;
export type CustomerRow = WithId<typeof schema.customers.$inferInsert>;
export type CustomerBusinessUnitRow = typeof schema.customerBusinessUnits.$inferInsert;
export type AddressRow = WithId<typeof schema.addresses.$inferInsert>;
export type AsapEnrollmentRow = WithId<typeof schema.asapEnrollments.$inferInsert>;
export type RedirectRuleRow = WithId<typeof schema.redirectRules.$inferInsert>;
export type ApiClientRow = typeof schema.apiClients.$inferInsert;
export type PrintCatalogRow = WithId<typeof schema.printCatalogs.$inferInsert>;
export type PrintCatalogPageRow = typeof schema.printCatalogPages.$inferInsert;
