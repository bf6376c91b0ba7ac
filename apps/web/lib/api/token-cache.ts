export interface IssuedToken {
  accessToken: string;
  /** Seconds the token is valid for, from when it was requested. */
  expiresIn: number;
}

interface Entry {
  value: Promise<string>;
  /** The token once it has arrived. */
  resolved?: string;
  createdAt: number;
  expiresIn: number;
}

/**
 * One access token shared by all callers: requested once (concurrent callers share the request),
 * replaced `marginSeconds` before it expires, and dropped when the API refuses it (forget) so that
 * the next caller requests a new one. A failed request is not remembered.
 */
export function tokenCache(request: () => Promise<IssuedToken>, marginSeconds: number, clock: () => number = Date.now) {
  let entry: Entry | undefined;

  return {
    get(): Promise<string> {
      const now = clock();
      if (entry && now - entry.createdAt < (entry.expiresIn - marginSeconds) * 1000) return entry.value;
      const value = request().then((token) => {
        next.expiresIn = token.expiresIn;
        next.resolved = token.accessToken;
        return token.accessToken;
      });
      // Until the answer arrives, callers wait for it rather than requesting another.
      const next: Entry = { value, createdAt: now, expiresIn: Number.POSITIVE_INFINITY };
      value.catch(() => {
        if (entry === next) entry = undefined;
      });
      entry = next;
      return value;
    },

    forget(token: string): void {
      if (entry?.resolved === token) entry = undefined;
    },
  };
}
