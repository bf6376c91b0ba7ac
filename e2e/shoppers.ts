import { demoShoppers, type DemoShopper } from '@chairside/db/demo-shoppers';

const all = demoShoppers();

function pick(label: string, match: (shopper: DemoShopper) => boolean, taken: Set<string>): DemoShopper {
  const shopper = all.find((candidate) => match(candidate) && !taken.has(candidate.office.name));
  if (!shopper) throw new Error(`No demo shopper left for ${label}: the demo practices changed.`);
  taken.add(shopper.office.name);
  return shopper;
}

/**
 * Who each cart-changing browser test signs in as: a customer of an ordinary demo practice, a
 * different practice for every test, so tests running in parallel never share a cart, an order
 * list or an office's stock. Assigned here, in one place, so no two tests take the same one.
 */
function assign() {
  const taken = new Set<string>();
  return {
    cartStock: pick('cart stock', (shopper) => !shopper.office.checkoutDeclined, taken),
    netTerms: pick(
      'Net 30 checkout',
      (shopper) => shopper.office.termsAllowed && !shopper.office.checkoutDeclined,
      taken,
    ),
    cardPayment: pick(
      'card checkout',
      (shopper) => !shopper.office.termsAllowed && !shopper.office.checkoutDeclined,
      taken,
    ),
    declinedCard: pick('declined card', (shopper) => !shopper.office.checkoutDeclined, taken),
    checkoutDeclined: pick('declined account', (shopper) => shopper.office.checkoutDeclined, taken),
    discountCodes: pick('discount codes', (shopper) => !shopper.office.checkoutDeclined, taken),
    savedCards: pick('saved cards', () => true, taken),
    // Signs out from the phone menu: its own customer, so no other test's session is touched.
    phoneMenu: pick('phone menu', () => true, taken),
    // Cross-site requests against its cart (e2e/security): a cart no other test changes.
    crossSite: pick('cross-site requests', (shopper) => !shopper.office.checkoutDeclined, taken),
    // Hostile input to every Server Action (e2e/security): its cart, profile and sessions are the fuzz's alone.
    fuzz: pick('storefront fuzz', (shopper) => !shopper.office.checkoutDeclined, taken),
    // Saves a card and pays with a new one while every request the page makes is recorded (e2e/payments).
    cardData: pick('card data stays out', (shopper) => !shopper.office.checkoutDeclined, taken),
    // Signs out and replays its old session cookie (e2e/account/signed-out-cookie.spec.ts).
    cookieReplay: pick('signed-out cookie', () => true, taken),
    // The shopping lists' entry points (e2e/lists/entry-points.spec.ts): Favorites, lists and a cart of their own.
    listEntries: pick('list entry points', (shopper) => !shopper.office.checkoutDeclined, taken),
    // REPLENISH entry points (e2e/replenish/entry-points.spec.ts): plans and a cart of their own (Net 30 terms, so a
    // plan needs no card); the second customer signs in on the same browser and must not see the first one's items.
    replenishEntries: pick(
      'replenish entry points',
      (shopper) => shopper.office.termsAllowed && !shopper.office.checkoutDeclined,
      taken,
    ),
    replenishOther: pick('replenish other customer', (shopper) => !shopper.office.checkoutDeclined, taken),
    // The REPLENISH plan pages (e2e/replenish/plan-pages.spec.ts): plans, a saved card and orders of their own (Net 30
    // terms, so both payments can be chosen).
    replenishPages: pick(
      'replenish plan pages',
      (shopper) => shopper.office.termsAllowed && !shopper.office.checkoutDeclined,
      taken,
    ),
    // SMS sign-up (e2e/sms): once per customer ever, so each test signs up a customer of its own.
    smsSignup: pick('sms sign-up', (shopper) => !shopper.office.checkoutDeclined, taken),
    smsPhone: pick('sms sign-up on a phone', () => true, taken),
  };
}

export const shoppers = assign();
