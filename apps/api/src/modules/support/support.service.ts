import { supportMessageRepository, type Db } from '@chairside/db';
import { support } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { CustomerCaller } from '../me/customer-token';
import { findCustomer } from '../me/customer-view';
import { customerOffices } from '../offices/active-office';

/** POST /mw/support: a signed-in customer's message to customer service, stored and mailed to the support mailbox. */
export function supportService(db: Db, mailer: Mailer, log: FastifyBaseLogger) {
  return {
    async send(caller: CustomerCaller, input: { topic: string; message: string }): Promise<{ id: string; createdAt: string }> {
      const [customer, { active }] = await Promise.all([findCustomer(db, caller.customerId), customerOffices(db, caller)]);
      const created = await supportMessageRepository(db).create({ customerId: customer.id, businessUnitId: active?.id ?? null, topic: input.topic, message: input.message });
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
