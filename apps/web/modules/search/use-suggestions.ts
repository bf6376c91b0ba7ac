'use client';

import { useEffect, useState } from 'react';
import { minSuggestLength, suggestDebounceMs, type Suggestion, type SuggestResponse } from './suggestions';

/**
 * Suggestions for the text typed so far: fetched once typing pauses, and only the answer for the
 * latest text is kept (earlier requests are aborted).
 */
export function useSuggestions(query: string): Suggestion[] {
  const [result, setResult] = useState<{ query: string; suggestions: Suggestion[] }>({ query: '', suggestions: [] });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < minSuggestLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/suggest?q=${encodeURIComponent(trimmed)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SuggestResponse>) : undefined))
        .then((body) => {
          if (body) setResult({ query: trimmed, suggestions: body.suggestions });
        })
        .catch(() => {
          // Aborted or offline: the box keeps working as a plain search form.
        });
    }, suggestDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return result.query === trimmed && trimmed.length >= minSuggestLength ? result.suggestions : [];
}
