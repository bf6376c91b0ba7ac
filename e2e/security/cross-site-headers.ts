/**
 * Headers of writes that do not prove they come from the storefront's own pages (issue 14 defect 6): a cross-site
 * form may send no Origin at all, a sandboxed one `null`; a browser also says where a request comes from.
 */
export const notFromOurPages = (ownOrigin: string): Record<string, Record<string, string>> => ({
  'no Origin': {},
  'a foreign Origin': { origin: 'https://evil.example' },
  'Origin: null': { origin: 'null' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site', origin: ownOrigin },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site', origin: 'https://shop.evil.example' },
});
