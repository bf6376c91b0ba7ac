import { isbot } from 'isbot';

/**
 * Whether a user agent is a crawler, spider or headless browser (spec §7: errors are not reported for them). isbot's
 * pattern list is kept current by its maintainers; an absent user agent is a person's browser until shown otherwise.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? '');
}
