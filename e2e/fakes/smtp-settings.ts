/** The browser tests' mail server (e2e/fakes/smtp.mjs): where the API delivers mail and where the tests read it. */
export const smtpFake = {
  port: 4525,
  httpPort: 4526,
  url: 'smtp://127.0.0.1:4525',
  mailsUrl: 'http://127.0.0.1:4526/mails',
} as const;

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every mail the fake received for the address so far, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${smtpFake.mailsUrl}?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`the fake SMTP server answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}
