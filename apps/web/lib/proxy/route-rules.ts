import type { RedirectRule } from '@chairside/contracts';

/** The rule for a path; a trailing slash does not make a different path. */
export function findRouteRule(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.find((rule) => rule.sourcePath === path);
}
