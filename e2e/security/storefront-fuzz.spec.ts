import { booleanFacetAttributes } from '@chairside/contracts';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { signIn } from '../account/helpers';
import { CustomerApi } from '../pricing/pricing-api';
import { shoppers } from '../shoppers';
import { notFromOurPages } from './cross-site-headers';
import { hostileJson, hostileSegments, hostileStrings } from './hostile-values';
import { actionCall, appRoutes, fillPattern, formActionCall, requestFieldNames, serverActions } from './surface';

// Issue 14, suites that stay in the repo: every route, route handler and Server Action of the storefront, listed from
// its source and build so that new ones are covered unasked, gets hostile values in every place it takes one. None
// may answer with a server error, and a refused write changes nothing.

interface Probe {
  label: string;
  send: (request: APIRequestContext) => Promise<APIResponse>;
}

/** Sends the probes a few at a time; lists each one answered with a server error, or not at all. */
async function serverErrors(request: APIRequestContext, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const sender = async () => {
    for (let probe = probes[next++]; probe; probe = probes[next++]) {
      const outcome = await probe.send(request).catch((error: Error) => error);
      if (outcome instanceof Error) failures.push(`${probe.label}: ${outcome.message.split('\n')[0]}`);
      else if (outcome.status() >= 500) failures.push(`${probe.label}: ${outcome.status()}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, sender));
  return failures;
}

/**
 * Round `round` of giving each name a value, every name a different one each round: over as many rounds as there are
 * values every name gets each value, and with more names than values each round holds every value.
 */
const rotated = <T>(names: readonly string[], values: readonly T[], round: number): Record<string, T> =>
  Object.fromEntries(names.map((name, index) => [name, values[(round + index) % values.length]!]));

const short = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value);
/** Writes must come from our own pages (the proxy's CSRF check); these do, so the hostile values reach the code. */
const ownPage = { 'sec-fetch-site': 'same-origin' };
/** Every query parameter the storefront reads (listing filters included). */
const queryNames = [...requestFieldNames(), ...booleanFacetAttributes];
/** A query of hostile values, travelling as they are (long ones cut, so the URL stays within the header limit). */
const hostileQuery = (round: number) =>
  Object.entries(rotated(queryNames, hostileSegments, round))
    .map(([name, value]) => `${name}=${value.slice(0, 200)}`)
    .join('&');
/** A route without path parameters varies only its query: every value is in each round, so a few rounds do. */
const queryOnlyRounds = 3;

// Hundreds of probes per test: on a slow host the Server Action probes alone took more than 2 minutes.
test.describe.configure({ timeout: 240_000 });

test('every page and GET route answers hostile path segments and query values without a server error', async ({
  request,
}) => {
  const probes = appRoutes()
    .filter((route) => route.methods.includes('GET'))
    .flatMap((route) => {
      const rounds = route.pattern.includes('[') ? hostileSegments.length : queryOnlyRounds;
      return Array.from({ length: rounds }, (_, round): Probe => {
        const path = fillPattern(route.pattern, hostileSegments[round]!);
        return {
          label: `GET ${path.slice(0, 80)}`,
          send: (client) => client.get(`${path}?${hostileQuery(round)}`, { maxRedirects: 0 }),
        };
      });
    });
  expect(await serverErrors(request, probes)).toEqual([]);
});

test('every route handler that takes a body answers hostile bodies without a server error', async ({ request }) => {
  const bodies: { label: string; options: Parameters<APIRequestContext['post']>[1] }[] = [
    ...hostileJson.map((value) => ({ label: short(value), options: { data: { batch: [value], skus: [value] } } })),
    ...hostileJson.map((value) => ({ label: `raw ${short(value)}`, options: { data: JSON.stringify(value) } })),
    { label: 'no body', options: {} },
    { label: 'not JSON', options: { data: '{"batch": [', headers: { 'content-type': 'application/json' } } },
    { label: 'a form', options: { multipart: rotated(queryNames, hostileStrings, 0) } },
  ];
  const probes = appRoutes().flatMap((route) =>
    route.methods
      .filter((method) => method !== 'GET')
      .flatMap((method) =>
        bodies.map(({ label, options }): Probe => ({
          label: `${method} ${route.pattern} with ${label}`,
          send: (client) =>
            client.fetch(fillPattern(route.pattern, 'x'), {
              ...options,
              method,
              headers: { ...ownPage, ...options?.headers },
              maxRedirects: 0,
            }),
        })),
      ),
  );
  expect(probes.length).toBeGreaterThan(0);
  expect(await serverErrors(request, probes)).toEqual([]);
});

test.describe.serial('Server Actions of a signed-in customer', () => {
  const { email } = shoppers.fuzz;

  test('a write that does not come from our pages is refused and changes nothing', async ({ page, baseURL }) => {
    await signIn(page, email);
    const api = await CustomerApi.signIn(email);
    const before = { cart: await api.cartLines(), customer: await api.me() };
    const statuses = await Promise.all(
      serverActions().flatMap((action) =>
        Object.values(notFromOurPages(baseURL!)).flatMap((headers) => [
          page.request.post(action.path, actionCall(action, [hostileStrings[1]], headers)),
          page.request.post(action.path, formActionCall(action, { email, password: 'x' }, headers)),
        ]),
      ),
    );
    expect(new Set(statuses.map((response) => response.status()))).toEqual(new Set([403]));
    expect({ cart: await api.cartLines(), customer: await api.me() }).toEqual(before);
    await api.dispose();
  });

  test('every Server Action answers hostile arguments without a server error', async ({ page }) => {
    await signIn(page, email);
    const fieldNames = requestFieldNames();
    const probes = serverActions().flatMap((action): Probe[] => {
      const call = (label: string, args: unknown[]): Probe => ({
        label: `${action.name}(${label})`,
        send: (client) => client.post(action.path, { ...actionCall(action, args, ownPage), maxRedirects: 0 }),
      });
      const form = (label: string, fields: Record<string, string>): Probe => ({
        label: `${action.name}(form ${label})`,
        send: (client) => client.post(action.path, { ...formActionCall(action, fields, ownPage), maxRedirects: 0 }),
      });
      return [
        call('no arguments', []),
        ...hostileJson.map((value) => call(short(value), [value])),
        call('extra arguments', [hostileStrings[1], {}, -1, null]),
        form('without fields', {}),
        ...hostileStrings.map((_, round) => form(`round ${round}`, rotated(fieldNames, hostileStrings, round))),
        form('with extra fields', { __proto__: 'x', constructor: 'x', unexpected: 'x' }),
      ];
    });
    expect(await serverErrors(page.request, probes)).toEqual([]);
  });
});
