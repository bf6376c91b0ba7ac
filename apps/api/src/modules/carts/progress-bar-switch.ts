import { productProjectionRepository, type Db } from '@chairside/db';

/**
 * The reserved product whose existence turns the spend progress bar on (spec §4; its published flag does not matter).
 */
export const progressBarProductKey = 'progress-bar';

const rememberMs = 60_000;

/**
 * Whether carts show the spend progress bar, read at most once a minute per process: every cart
 * answer needs it, and the merchandisers switch it by adding or removing that product.
 */
export function progressBarSwitch(now: () => number = Date.now) {
  let known: { shown: boolean; at: number } | undefined;
  return async (db: Db): Promise<boolean> => {
    if (known && now() - known.at < rememberMs) return known.shown;
    const shown = await productProjectionRepository(db).keyExists(progressBarProductKey);
    known = { shown, at: now() };
    return shown;
  };
}
