import { request, type APIRequestContext } from '@playwright/test';
import { fakeRecaptchaToken } from '../fakes/recaptcha-settings';

/**
 * Reads, from the API the storefront under test uses (port 4400, playwright.config.ts), what a
 * customer's prices and stock are, so the tests compare the pages with the API rather than with
 * hard-coded generated data.
 */
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4400';
const clientAuth = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
export const demoPassword = 'chairside-demo-2026';

export interface ApiPriceInfo {
  sku: string;
  available: boolean;
  planPrice?: number;
  retailPrice?: number;
  bestPrice?: number;
  strikeRetail: boolean;
}

export interface ApiAvailability {
  primary_uom: { uom: string; quantity: number };
  status: 'in_stock' | 'low_stock' | 'backorder';
}

interface ApiAddress {
  id: string;
  company?: string;
  city?: string;
  custom: { fields: { hs_shipping_account_number?: string; eligible_for_online_ordering: boolean } };
}

export interface ApiCustomer {
  defaultShippingAddressId?: string;
  addresses: ApiAddress[];
  shippingAddressIds: string[];
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/**
 * A signed-in API session of a demo customer (its own tokens, separate from the browser's). Access
 * tokens may be short-lived (the e2e API issues 10-second ones): a token about to lapse is
 * refreshed before the call.
 */
export class CustomerApi {
  private issuedAt = Date.now();

  private constructor(
    private readonly api: APIRequestContext,
    private tokens: Tokens,
  ) {}

  static async signIn(email: string): Promise<CustomerApi> {
    const api = await request.newContext({ baseURL: apiUrl });
    const response = await api.post('/auth/user', {
      headers: { authorization: clientAuth },
      data: { username: email, password: demoPassword, 'recaptcha-token': await fakeRecaptchaToken('login') },
    });
    if (!response.ok()) throw new Error(`POST /auth/user answered ${response.status()}`);
    return new CustomerApi(api, (await response.json()) as Tokens);
  }

  private async headers() {
    if (Date.now() - this.issuedAt > (this.tokens.expires_in - 3) * 1000) {
      const response = await this.api.post('/auth/refresh', {
        headers: { authorization: clientAuth },
        data: { refresh_token: this.tokens.refresh_token },
      });
      if (!response.ok()) throw new Error(`POST /auth/refresh answered ${response.status()}`);
      this.tokens = (await response.json()) as Tokens;
      this.issuedAt = Date.now();
    }
    return { authorization: `Bearer ${this.tokens.access_token}` };
  }

  async me(): Promise<ApiCustomer> {
    const response = await this.api.get('/aces/me', { headers: await this.headers() });
    if (!response.ok()) throw new Error(`GET /aces/me answered ${response.status()}`);
    return (await response.json()) as ApiCustomer;
  }

  async prices(shippingAccountNumber: string, skus: string[]): Promise<Map<string, ApiPriceInfo>> {
    const response = await this.api.post('/ct/pricing', {
      headers: await this.headers(),
      data: { shipping_account_number: shippingAccountNumber, items: skus.map((sku) => ({ sku })) },
    });
    if (!response.ok()) throw new Error(`POST /ct/pricing answered ${response.status()}`);
    const body = (await response.json()) as { items: { sku: string; price_info?: ApiPriceInfo }[] };
    return new Map(body.items.filter((item) => item.price_info).map((item) => [item.sku, item.price_info!]));
  }

  async stock(
    shippingAccountNumber: string,
    products: { item_number: string; uom: string }[],
  ): Promise<(ApiAvailability | undefined)[]> {
    const response = await this.api.post('/ct/inventory', {
      headers: await this.headers(),
      data: {
        shipping_account_number: shippingAccountNumber,
        products: products.map(({ item_number, uom }) => ({ item_number, uom, quantity: 1 })),
      },
    });
    if (!response.ok()) throw new Error(`POST /ct/inventory answered ${response.status()}`);
    const body = (await response.json()) as { products: { results?: { product_availability: ApiAvailability } }[] };
    return body.products.map((product) => product.results?.product_availability);
  }

  /** The sku and quantity of each line of the customer's active cart; none without one. */
  async cartLines(): Promise<{ sku: string; quantity: number }[]> {
    const response = await this.api.get('/aces/me/active-cart', { headers: await this.headers() });
    if (response.status() === 404) return [];
    if (!response.ok()) throw new Error(`GET /aces/me/active-cart answered ${response.status()}`);
    const cart = (await response.json()) as { lineItems: { variant: { sku: string }; quantity: number }[] };
    return cart.lineItems.map((line) => ({ sku: line.variant.sku, quantity: line.quantity }));
  }

  async dispose() {
    await this.api.dispose();
  }
}

/** The default address's shipping account number of a customer as the API sees it now. */
export function defaultShippingAccount(customer: ApiCustomer): string {
  const address = customer.addresses.find((candidate) => candidate.id === customer.defaultShippingAddressId);
  const account = address?.custom.fields.hs_shipping_account_number;
  if (!account) throw new Error('The demo customer has no default shipping account');
  return account;
}

/** How many POST /ct/pricing requests the API has answered so far (its Prometheus request histogram). */
export async function pricingRequestCount(): Promise<number> {
  const api = await request.newContext({ baseURL: apiUrl });
  const text = await (await api.get('/metrics')).text();
  await api.dispose();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/ct/pricing"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as the storefront shows them: "$1,234.50". */
export const dollars = (cents: number) => money.format(cents / 100);
