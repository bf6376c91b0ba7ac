// Product search load benchmark against a running API:
//   npm run bench -- search --url http://127.0.0.1:4000 [--connections 10] [--seconds 20] [--warmup 5] [--seed 1]
// A storefront-like mix of searches (category pages with facets and sort, words, typos, type-ahead
// prefixes, exact item numbers and skus) from N concurrent keep-alive clients. Prints searches/s and
// exact latency percentiles (ms), overall and per kind. Every answer is checked (status, shape, paging
// counts, requested facets, for a code the first result carrying it, for a type-ahead prefix (GET
// /aces/product-suggestions, as the storefront's search box asks) suggestions with a name or brand word
// beginning with it); wrong answers are counted and the first few printed. When the API answers 401 it
// fetches a read token from POST /oauth/token (client_credentials, the storefront demo client). Loopback only.
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    client: { type: 'string', default: 'storefront' },
    secret: { type: 'string', default: 'storefront-demo-secret' },
    // Only these kinds of the mix (comma-separated), e.g. --kinds prefix for type-ahead alone.
    kinds: { type: 'string' },
  },
});
const kinds = values.kinds?.split(',').filter(Boolean);
const base = new URL(values.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
  throw new Error(`Refusing to load a non-loopback host: ${base.hostname}`);
const connections = Number(values.connections);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let authorization;

function request(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        agent,
        headers: { ...(authorization ? { authorization } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function getJson(path) {
  const response = await request(path);
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
  return JSON.parse(response.body.toString());
}

async function ensureToken() {
  const probe = await request('/aces/product-projections/search?limit=1');
  if (probe.status !== 401) return;
  const basic = Buffer.from(`${values.client}:${values.secret}`).toString('base64');
  const response = await request('/oauth/token', {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  if (response.status !== 200)
    throw new Error(`POST /oauth/token answered ${response.status}: ${response.body.toString()}`);
  authorization = `Bearer ${JSON.parse(response.body.toString()).access_token}`;
}

/** Deterministic pseudo-random numbers (mulberry32), so runs draw the same query sequence. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const booleanFacets = ['latex_free', 'sterile', 'powdered', 'disposable', 'textured', 'replenishable'];
const storefrontFacets = [
  'categories.id',
  'variants.attributes.brand',
  ...booleanFacets.map((name) => `variants.attributes.${name}`),
];
const words = [
  'gloves',
  'nitrile gloves',
  'composite',
  'implant',
  'healing abutment',
  'membrane',
  'bur',
  'diamond bur',
  'syringe',
  'anesthetic',
  'sterilization pouches',
  'impression material',
  'bone graft',
  'collagen membrane',
  'handpiece',
  'curing light',
  'masks',
  'cotton rolls',
  'forceps',
  'scaler',
  'prophy paste',
  'fluoride varnish',
  'bib',
  'cement',
  'bonding agent',
];
const typos = [
  'gluves',
  'gloce',
  'composit',
  'compsite',
  'inplant',
  'implnat',
  'abutmnet',
  'membrne',
  'syrnge',
  'handpeice',
  'anesthtic',
  'sterilisation',
  'forcepts',
  'cemnet',
  'curring light',
];
const prefixes = [
  'glo',
  'glov',
  'comp',
  'compo',
  'impl',
  'impla',
  'abut',
  'memb',
  'syr',
  'hand',
  'ster',
  'steril',
  'bon',
  'cur',
  'forc',
  'nitr',
  'mask',
  'cott',
];

const encode = (params) =>
  params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
const searchPath = (params) => `/aces/product-projections/search?${encode(params)}`;
const facetParams = () => storefrontFacets.map((facet) => ['facet', facet]);

async function catalogueSample() {
  const categories = (await getJson('/aces/categories?limit=500')).results.filter(
    (category) => category.key !== 'storefront-root',
  );
  const brands = [];
  const codes = [];
  for (const offset of [0, 2500, 5000, 7500, 9900]) {
    const page = await getJson(
      searchPath([
        ['sort', 'id asc'],
        ['limit', '100'],
        ['offset', String(offset)],
      ]),
    );
    for (const product of page.results) {
      for (const variant of [product.masterVariant, ...product.variants]) {
        const attribute = (name) => variant.attributes.find((candidate) => candidate.name === name)?.value;
        codes.push(variant.sku, attribute('hs_item_number'), attribute('previous_sku'));
        if (attribute('brand')) brands.push(attribute('brand'));
      }
    }
  }
  return { categories, brands: [...new Set(brands)], codes: [...new Set(codes.filter(Boolean))] };
}

/** One storefront request: [kind, path]. */
function nextQuery(random, sample) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const roll = random();
  if (roll < 0.45) {
    // Category page: subtree query, facets, sort, 24 or 48 per page, first pages most often; some with a selected
    // facet.
    const category = pick(sample.categories);
    const params = [
      ['filter.query', `categories.id: subtree("${category.id}")`],
      ...facetParams(),
      ['limit', pick(['24', '24', '48'])],
    ];
    const sort = pick([undefined, 'name.en-US asc', 'createdAt desc', 'name.en-US desc']);
    if (sort) params.push(['sort', sort]);
    const page = pick([0, 0, 0, 1, 2]);
    if (page > 0) params.push(['offset', String(page * Number(params.find(([key]) => key === 'limit')[1]))]);
    if (random() < 0.2) {
      const selection =
        random() < 0.5
          ? `variants.attributes.brand:"${pick(sample.brands)}"`
          : `variants.attributes.${pick(booleanFacets)}:true`;
      params.push(['filter', selection], ['filter.facets', selection]);
      return ['category+selection', searchPath(params)];
    }
    return ['category', searchPath(params)];
  }
  if (roll < 0.6)
    return ['words', searchPath([['text.en-US', pick(words)], ['fuzzy', 'true'], ...facetParams(), ['limit', '24']])];
  if (roll < 0.7)
    return ['typo', searchPath([['text.en-US', pick(typos)], ['fuzzy', 'true'], ...facetParams(), ['limit', '24']])];
  if (roll < 0.85)
    return [
      'prefix',
      `/aces/product-suggestions?${encode([
        ['text.en-US', pick(prefixes)],
        ['limit', '8'],
      ])}`,
    ];
  return [
    'code',
    searchPath([
      ['text.en-US', pick(sample.codes)],
      ['limit', '24'],
    ]),
  ];
}

/** The codes a product carries: its variants' skus, item numbers and previous skus (as catalogueSample collects them). */
function codesOf(product) {
  return [product.masterVariant, ...(product.variants ?? [])].flatMap((variant) => [
    variant?.sku,
    ...(variant?.attributes ?? [])
      .filter((attribute) => attribute.name === 'hs_item_number' || attribute.name === 'previous_sku')
      .map((attribute) => attribute.value),
  ]);
}

/**
 * Why a type-ahead answer is wrong: every prefix of the mix begins words of the catalogue, so a full list of
 * products each with a name or brand word beginning with it (not a fuzzy search's fallback) is expected.
 */
function suggestionProblem(params, answer) {
  const prefix = params.get('text.en-US').toLowerCase();
  const limit = Number(params.get('limit'));
  if (!Array.isArray(answer.results)) return 'no results array';
  if (answer.count !== answer.results.length || answer.count === 0 || answer.count > limit)
    return `count ${answer.count} of ${answer.results.length} results (limit ${limit})`;
  const words = (text) => text?.toLowerCase().match(/\p{L}+/gu) ?? [];
  const wrong = answer.results.find(
    (product) =>
      !product.id ||
      !product.slug?.['en-US'] ||
      ![...words(product.name?.['en-US']), ...words(product.brand)].some((word) => word.startsWith(prefix)),
  );
  return wrong ? `${prefix}: ${JSON.stringify(wrong).slice(0, 200)} has no word beginning with it` : undefined;
}

/** Why an answer is wrong, or undefined when it is right for the request it answers. */
function problemOf(kind, path, status, body) {
  if (status !== 200) return `status ${status}: ${body.toString().slice(0, 200)}`;
  let page;
  try {
    page = JSON.parse(body.toString());
  } catch {
    return 'invalid JSON';
  }
  const params = new URL(path, base).searchParams;
  if (kind === 'prefix') return suggestionProblem(params, page);
  const limit = Number(params.get('limit'));
  const offset = Number(params.get('offset') ?? 0);
  if (!Array.isArray(page.results)) return 'no results array';
  if (page.count !== page.results.length) return `count ${page.count} but ${page.results.length} results`;
  if (!Number.isInteger(page.total)) return `total ${page.total}`;
  // A full page, or what is left after offset (nothing past the end).
  const expected = Math.min(limit, Math.max(0, page.total - offset));
  if (page.count !== expected) return `count ${page.count} (limit ${limit}, offset ${offset}, total ${page.total})`;
  const incomplete = page.results.find((product) => !product?.id || !product.masterVariant?.sku);
  if (incomplete) return `a result without id or masterVariant.sku: ${JSON.stringify(incomplete).slice(0, 200)}`;
  const missingFacet = params.getAll('facet').find((facet) => !page.facets?.[facet]?.type);
  if (missingFacet) return `facet ${missingFacet} missing`;
  if (kind === 'code') {
    const code = params.get('text.en-US');
    if (!page.results[0] || !codesOf(page.results[0]).includes(code))
      return `code ${code}: first result ${page.results[0]?.masterVariant.sku ?? 'none'} does not carry it`;
  }
  return undefined;
}

/** The next query of the mix whose kind is asked for (the same draws as the whole mix, the others skipped). */
function nextQueryOfKinds(random, sample) {
  for (;;) {
    const query = nextQuery(random, sample);
    if (!kinds || kinds.includes(query[0])) return query;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (ms) => Math.round(ms * 10) / 10;
function summarize(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

async function run(sample, seconds, seed, record) {
  const deadline = performance.now() + seconds * 1000;
  const stats = { latencies: [], byKind: new Map(), statuses: new Map(), errors: 0, wrong: 0, firstWrong: [] };
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      const random = randomFrom(seed * 1000 + worker);
      while (performance.now() < deadline) {
        const [kind, path] = nextQueryOfKinds(random, sample);
        const started = performance.now();
        try {
          const { status, body } = await request(path);
          const elapsed = performance.now() - started;
          if (!record) continue;
          const problem = problemOf(kind, path, status, body);
          if (problem) {
            stats.wrong += 1;
            if (stats.firstWrong.length < 5) stats.firstWrong.push(`${kind} ${path}: ${problem}`);
          }
          stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
          stats.latencies.push(elapsed);
          if (!stats.byKind.has(kind)) stats.byKind.set(kind, []);
          stats.byKind.get(kind).push(elapsed);
        } catch {
          stats.errors += 1;
        }
      }
    }),
  );
  return stats;
}

await ensureToken();
const sample = await catalogueSample();
const seed = Number(values.seed);
if (Number(values.warmup) > 0) await run(sample, Number(values.warmup), seed + 7919, false);
const seconds = Number(values.seconds);
const timedFrom = Date.now();
const stats = await run(sample, seconds, seed, true);
const timedTo = Date.now();
console.log(
  JSON.stringify(
    {
      url: base.origin,
      connections,
      seconds,
      categories: sample.categories.length,
      // Wall-clock bounds of the timed phase (epoch ms), to match with CPU samples of the server and the database.
      timedFrom,
      timedTo,
      searchesPerSecond: Math.round(stats.latencies.length / seconds),
      latencyMs: summarize(stats.latencies),
      byKind: Object.fromEntries([...stats.byKind].map(([kind, latencies]) => [kind, summarize(latencies)])),
      statuses: Object.fromEntries(stats.statuses),
      wrongAnswers: stats.wrong,
      ...(stats.firstWrong.length > 0 ? { firstWrong: stats.firstWrong } : {}),
      errors: stats.errors,
    },
    null,
    2,
  ),
);
agent.destroy();
