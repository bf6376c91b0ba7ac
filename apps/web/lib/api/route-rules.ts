import 'server-only';
import { redirectRulesResponseSchema, type RedirectRule } from '@chairside/contracts';
import { apiRequest } from './client';
import { ttlCache } from './ttl-cache';

const loadRules = ttlCache(
  60_000,
  async () => (await apiRequest('/mw/route-rules', redirectRulesResponseSchema)).results,
);

/** The storefront's redirect rules; none when the API cannot be reached (pages still serve). */
export async function getRouteRules(): Promise<RedirectRule[]> {
  try {
    return await loadRules();
  } catch (error) {
    console.error('Route rules unavailable:', error);
    return [];
  }
}
