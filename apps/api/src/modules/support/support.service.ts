import { supportMessageRepository, type Db } from '@chairside/db';
import { support } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { SubjectContext } from '../../access/request-context';
import { findCustomer } from '../me/customer-view';

/** POST /mw/support: a signed-in customer's message to customer service, stored and mailed to the support mailbox. */
export function supportService(db: Db, mailer: Mailer, log: FastifyBaseLogger) {
  return {
    async send(
      context: SubjectContext,
      input: { topic: string; message: string },
    ): Promise<{ id: string; createdAt: string }> {
      const [customer, { active }] = await Promise.all([
        findCustomer(db, context.subject.customerId),
        context.offices(),
      ]);
      const created = await supportMessageRepository(db).create({
        customerId: customer.id,
        businessUnitId: active?.id ?? null,
        topic: input.topic,
        message: input.message,
      });
      // The stored message is the record customer service works from; the mail is a notification.
      await mailer
        .send({
          to: support.email,
          subject: `Support request: ${input.topic}`,
          text: `From ${customer.email}${active ? ` (${active.name})` : ''}:\n\n${input.message}`,
        })
        .catch((error: unknown) => log.error({ err: error, supportMessageId: created.id }, 'support mail failed'));
      return { id: created.id, createdAt: created.createdAt.toISOString() };
    },
  };
}
