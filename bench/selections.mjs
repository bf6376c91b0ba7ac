// Filtered category pages, one at a time, against a running API (start it with SEARCH_CACHE_SECONDS=0 to time the
// database path):
//   npm run bench -- selections --url http://127.0.0.1:4000 [--repeat 2]
// For the whole catalogue and every category, every brand and boolean value its facets offer is selected (filter and
// filter.facets, as the storefront's facet links do) and a first page of 24 read in each storefront sort; each page's
// best time of --repeat is kept. Prints the max, p99, p90 and median per kind of selection (brand, boolean) and the
// slowest pages. Every answer is checked: status 200, every product carries the selected value, and the page is in
// the requested order. When the API answers 401 it fetches a read token (the storefront demo client). Loopback only.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    repeat: { type: 'string', default: '2' },
    client: { type: 'string', default: 'storefront' },
    secret: { type: 'string', default: 'storefront-demo-secret' },
  },
});
const base = new URL(values.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
  throw new Error(`Refusing to load a non-loopback host: ${base.hostname}`);

const booleanFacets = ['latex_free', 'sterile', 'powdered', 'disposable', 'textured', 'replenishable'];
const sorts = [undefined, 'name.en-US asc', 'name.en-US desc', 'createdAt desc'];
let authorization;

async function get(path) {
  const response = await fetch(new URL(path, base), { headers: authorization ? { authorization } : {} });
  const body = await response.text();
  if (response.status === 401 && !authorization) {
    const basic = Buffer.from(`${values.client}:${values.secret}`).toString('base64');
    const token = await fetch(new URL('/oauth/token', base), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json());
    authorization = `Bearer ${token.access_token}`;
    return get(path);
  }
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

const searchPath = (params) => `/aces/product-projections/search?${new URLSearchParams(params)}`;
const attributesOf = (product) =>
  [product.masterVariant, ...product.variants].map((variant) =>
    Object.fromEntries(variant.attributes.map(({ name, value }) => [name, value])),
  );

/** The selections a scope's facets offer: [kind, filter expression, attribute name, value]. */
async function selectionsOf(scopeParams) {
  const facets = ['variants.attributes.brand', ...booleanFacets.map((name) => `variants.attributes.${name}`)];
  const answer = await get(searchPath([...scopeParams, ['limit', '0'], ...facets.map((facet) => ['facet', facet])]));
  return Object.entries(answer.facets).flatMap(([facet, { terms }]) => {
    const name = facet.replace('variants.attributes.', '');
    return terms.map(({ term }) =>
      name === 'brand'
        ? ['brand', `${facet}:"${term}"`, name, term]
        : ['boolean', `${facet}:${term}`, name, term === 'true' || term === 'T'],
    );
  });
}

/** Why a page is wrong, or undefined. */
function checkPage(answer, name, value, sort) {
  if (answer.results.length === 0) return 'an empty first page';
  if (!answer.results.every((product) => attributesOf(product).some((attributes) => attributes[name] === value)))
    return `a product without ${name} = ${value}`;
  const key = (product) =>
    sort?.startsWith('name') ? product.name['en-US'].toLowerCase() : sort ? product.createdAt : product.id;
  const keys = answer.results.map(key);
  const descending = sort?.endsWith('desc');
  if (keys.some((k, i) => i > 0 && (descending ? keys[i - 1] < k : keys[i - 1] > k))) return 'a page out of order';
  return undefined;
}

const categories = (await get('/aces/categories?limit=500')).results;
const scopes = [
  ['whole catalogue', []],
  ...categories.map((category) => [
    category.key ?? category.id,
    [['filter.query', `categories.id: subtree("${category.id}")`]],
  ]),
];
const timings = [];
const wrong = [];
for (const [scopeName, scopeParams] of scopes) {
  for (const [kind, filter, name, value] of await selectionsOf(scopeParams)) {
    for (const sort of sorts) {
      const path = searchPath([
        ...scopeParams,
        ['filter', filter],
        ['filter.facets', filter],
        ['limit', '24'],
        ...(sort ? [['sort', sort]] : []),
      ]);
      let best = Infinity;
      for (let i = 0; i < Number(values.repeat); i += 1) {
        const started = performance.now();
        const answer = await get(path);
        best = Math.min(best, performance.now() - started);
        const problem = i === 0 && checkPage(answer, name, value, sort);
        if (problem) wrong.push(`${scopeName} ${filter} ${sort ?? 'id'}: ${problem}`);
      }
      timings.push({ kind, ms: best, page: `${scopeName}, ${filter}, ${sort ?? 'id asc'}` });
    }
  }
}

const round = (ms) => Math.round(ms * 10) / 10;
const byKind = Object.fromEntries(
  ['brand', 'boolean'].map((kind) => {
    const sorted = timings
      .filter((timing) => timing.kind === kind)
      .map((timing) => timing.ms)
      .sort((a, b) => a - b);
    const at = (share) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
    return [kind, { pages: sorted.length, max: at(1), p99: at(0.99), p90: at(0.9), p50: at(0.5) }];
  }),
);
const slowest = [...timings]
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5)
  .map((timing) => `${round(timing.ms)} ms: ${timing.page}`);
console.log(
  JSON.stringify({ url: base.origin, scopes: scopes.length, byKind, slowest, wrongAnswers: wrong.length }, null, 2),
);
if (wrong.length > 0) {
  console.error(wrong.slice(0, 5).join('\n'));
  process.exit(1);
}
