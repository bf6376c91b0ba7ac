import { createServer, type AddressInfo, type Socket } from 'node:net';
import { mailOutboxRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDelivery, smtpTransport } from './mail-delivery';
import { smtpMailer } from './smtp-mailer';
import { until } from '../../../test/until';

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
      callback(
        address.address === options.rejectRecipient
          ? Object.assign(new Error('No such mailbox'), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that takes connections and never says a word: the SMTP greeting never comes. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const policy = {
  from: 'Chairside <no-reply@chairside.test>',
  leaseMs: 60_000,
  retryBaseMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 3,
};
const silentLog = { error: () => {} };

describe.each(testDatabaseTargets())('mail delivery through SMTP ($name)', (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const db = () => database.database.db;
  const rowTo = async (to: string) => (await db().select().from(schema.mailOutbox)).find((row) => row.to === to);

  beforeAll(async () => {
    database = await target.create();
    smtp = await startSmtpServer({ rejectRecipient: 'bounce@example.com' });
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  it('stores the mail, then delivers it after the request and records it as sent with the message id', async () => {
    const delivery = mailDelivery(db(), smtpTransport(smtp.url, 2000), policy);
    await smtpMailer(db(), delivery, silentLog).send({
      to: 'doc@example.com',
      subject: 'Reset your password',
      text: 'Open https://shop.test/x?token=abc',
    });
    await until(async () => (await rowTo('doc@example.com'))?.sentAt != null);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@chairside.test', to: ['doc@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Reset your password');
    expect(smtp.received[0]!.data).toContain('https://shop.test/x?token=abc');
    expect(await rowTo('doc@example.com')).toMatchObject({
      transportMessageId: expect.stringContaining('@chairside.test'),
      attempts: 1,
    });
  });

  it('keeps a refused mail unsent with the error and tries it again later, up to its last attempt', async () => {
    const delivery = mailDelivery(db(), smtpTransport(smtp.url, 2000), policy);
    await smtpMailer(db(), delivery, silentLog).send({ to: 'bounce@example.com', subject: 'Hello', text: 'x' });
    await until(async () => (await rowTo('bounce@example.com'))?.lastError != null);
    const refused = (await rowTo('bounce@example.com'))!;
    expect(refused).toMatchObject({ sentAt: null, attempts: 1 });
    expect(refused.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Later runs of the job try again until the last attempt; then the mail waits for someone to look at it.
    for (let attempt = 2; attempt <= policy.maxAttempts; attempt += 1)
      await delivery.deliver({ now: new Date(Date.now() + 7_200_000), limit: 10 });
    expect(await rowTo('bounce@example.com')).toMatchObject({ sentAt: null, attempts: 3, nextAttemptAt: null });
  });

  it('never lets a silent mail server hold a request: sending returns at once, delivery gives up after its timeout', async () => {
    const silent = await startSilentServer();
    try {
      const delivery = mailDelivery(db(), smtpTransport(silent.url, 300), policy);
      await smtpMailer(db(), delivery, silentLog).send({ to: 'slow@example.com', subject: 'Hello', text: 'x' });
      expect(await rowTo('slow@example.com')).toMatchObject({ sentAt: null });
      await until(async () => (await rowTo('slow@example.com'))?.lastError != null);
      // The greeting and socket timeouts are equal here, so either may fire first.
      expect((await rowTo('slow@example.com'))!.lastError).toMatch(/greeting never received|timeout/i);
    } finally {
      await silent.close();
    }
  });

  it('delivers each mail once, however many senders claim at the same time', async () => {
    const outbox = mailOutboxRepository(db());
    const recipients = Array.from({ length: 6 }, (_, n) => `many-${n}@example.com`);
    for (const to of recipients) await outbox.add({ to, subject: 'Hi', text: 'x' }, new Date());
    const senders = [1, 2, 3].map(() => mailDelivery(db(), smtpTransport(smtp.url, 2000), policy));
    await Promise.all(senders.map((sender) => sender.deliver({ now: new Date(), limit: 10 })));
    const delivered = smtp.received.flatMap((mail) => mail.to).filter((to) => to.startsWith('many-'));
    expect(delivered.sort()).toEqual(recipients.sort());
  });
});
