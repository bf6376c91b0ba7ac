/** The API's origin as seen from the storefront server (never from the browser). */
export function apiBaseUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
}
