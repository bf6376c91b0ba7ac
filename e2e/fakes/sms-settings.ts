import { expect } from '@playwright/test';

/** The browser tests' SMS provider (e2e/fakes/sms.mjs, a fake of Twilio's Messages API): where it listens, the API's keys. */
export const smsFake = {
  port: 4527,
  origin: 'http://127.0.0.1:4527',
  accountSid: 'AC-e2e',
  authToken: 'e2e-token',
  from: '+12015550100',
} as const;

export interface ReceivedText {
  to: string;
  from: string;
  body: string;
}

/** Every text the fake received for the number (E.164), oldest first. */
export async function textsTo(phone: string): Promise<ReceivedText[]> {
  const response = await fetch(`${smsFake.origin}/messages?to=${encodeURIComponent(phone)}`);
  if (!response.ok) throw new Error(`the fake SMS provider answered ${response.status}`);
  return (await response.json()) as ReceivedText[];
}

/** The `count`-th text to the number that matches (the API sends right after it writes the sign-up). */
export async function awaitText(phone: string, match: RegExp, count = 1): Promise<string> {
  let matching: ReceivedText[] = [];
  await expect
    .poll(async () => (matching = (await textsTo(phone)).filter((text) => match.test(text.body))).length, {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(count);
  return match.exec(matching[count - 1]!.body)![1]!;
}
