// Sign-in for the page benchmarks: the customer's API tokens, and a storefront session as a browser has it.

const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded', authorization: storefrontBasic };

/** A client-credentials read token for the catalogue and the customer's token (password grant), as headers. */
export async function customerTokens(api, email, password) {
  const read = await api.json('/oauth/token', { method: 'POST', headers: form, body: 'grant_type=client_credentials' });
  const body = new URLSearchParams({ grant_type: 'password', username: email, password });
  const customer = await api.json('/oauth/aces/customers/token', { method: 'POST', headers: form, body: String(body) });
  return { read: `Bearer ${read.access_token}`, customer: `Bearer ${customer.access_token}` };
}

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** Signs in through the login form as a browser without JavaScript (see ssr.mjs); returns the session cookie. */
export async function storefrontSession(webUrl, email, password) {
  const origin = new URL(webUrl).origin;
  const loginUrl = `${origin}/customer/account/login`;
  const page = await (await fetch(loginUrl, { headers: { accept: 'text/html' } })).text();
  const fields = /<form[^>]*aria-label="Sign in"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1];
  if (!fields) throw new Error('No sign-in form on the login page');
  const body = new FormData();
  for (const [, name, value] of fields.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g))
    body.append(decode(name), decode(value ?? ''));
  body.append('email', email);
  body.append('password', password);
  const response = await fetch(loginUrl, { method: 'POST', body, redirect: 'manual', headers: { origin } });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('chairside_session='));
  if (!cookie) throw new Error(`Sign-in failed (HTTP ${response.status})`);
  return cookie;
}
