import type { AddressInfo } from 'node:net';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp-mailer';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A real SMTP server (the smtp-server package) on a free port, keeping what it receives. */
async function startSmtpServer(options: { rejectRecipient?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === options.rejectRecipient ? Object.assign(new Error('No such mailbox'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabaseTargets())('SMTP mailer ($name)', (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    database = await target.create();
    smtp = await startSmtpServer({ rejectRecipient: 'bounce@example.com' });
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  it('delivers through SMTP and records the mail as sent with the message id', async () => {
    const mailer = smtpMailer(database.database.db, { url: smtp.url, from: 'Chairside <no-reply@chairside.test>' });
    await mailer.send({ to: 'doc@example.com', subject: 'Reset your password', text: 'Open https://shop.test/x?token=abc' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@chairside.test', to: ['doc@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Reset your password');
    expect(smtp.received[0]!.data).toContain('https://shop.test/x?token=abc');
    const [row] = await database.database.db.select().from(schema.mailOutbox);
    expect(row).toMatchObject({ to: 'doc@example.com', sentAt: expect.any(Date), transportMessageId: expect.stringContaining('@chairside.test') });
  });

  it('keeps a refused mail unsent in the outbox and throws', async () => {
    const mailer = smtpMailer(database.database.db, { url: smtp.url, from: 'no-reply@chairside.test' });
    await expect(mailer.send({ to: 'bounce@example.com', subject: 'Hello', text: 'x' })).rejects.toThrow();
    const rows = await database.database.db.select().from(schema.mailOutbox);
    expect(rows.find((row) => row.to === 'bounce@example.com')).toMatchObject({ sentAt: null });
  });
});
