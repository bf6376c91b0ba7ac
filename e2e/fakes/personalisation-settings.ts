/** The browser tests' personalisation fake (e2e/fakes/personalisation.mjs): where it listens, the script's URL. */
export const personalisationFake = {
  port: 4530,
  origin: 'http://127.0.0.1:4530',
  scriptUrl: 'http://127.0.0.1:4530/personalisation.js',
} as const;

/** The queue entries the fake script sent home from the page of `visitor`. */
export async function receivedPushes(visitor: string): Promise<unknown[]> {
  const response = await fetch(`${personalisationFake.origin}/pushes?visitor=${encodeURIComponent(visitor)}`);
  return (await response.json()) as unknown[];
}
