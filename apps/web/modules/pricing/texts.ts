/** Price and stock copy of the storefront (spec §2 prompts; the rest is not in the spec's catalogue). */
export const pricingTexts = {
  signInForPrice: 'Sign in to see your price',
  chooseAddressForPrice: 'Choose a shipping address to see your prices and stock',
  selectCustomerForPrice: 'Select a customer to see prices and stock',
  notSellable: 'Not available to order online',
  pricesUnavailable: 'Prices are not available right now. Please try again shortly.',
  retailPrice: 'Retail price',
  yourPrice: 'Your price',
  save: (percent: number) => `Save ${percent}%`,
  loyalty: (percent: number) => `ASAP ${Number(percent.toFixed(2))}% loyalty`,
  inStock: 'In stock',
  lowStock: 'Low stock',
  backorder: 'Backordered',
  stockChanged: 'Stock availability has changed for some products since you last looked.',
} as const;
