import type { ContactMessageRequest } from '@chairside/contracts';
import { contactMessageRepository, type Db } from '@chairside/db';
import { contactMailSubject, contactTexts, isValidEmail, messages, support } from '@chairside/domain';
import type { RequestContext } from '../../access/request-context';
import { invalidField } from '../../http/api-error';
import type { RateLimiter } from '../../http/rate-limit';
import { requireHuman, type BotProtection } from '../bot-protection/bot-protection';
import type { Mailer } from '../mail/mailer';

interface Dependencies {
  mailer: Mailer;
  botProtection: BotProtection;
  /** Counted per client IP, before the bot check, so a flood costs no verification calls. */
  perIp: RateLimiter;
}

/** The plain-text notice for the support mailbox; what the visitor typed goes in verbatim. */
function mailText(input: ContactMessageRequest): string {
  const details = [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    input.phone && `Phone: ${input.phone}`,
    input.company && `Practice or company: ${input.company}`,
  ].filter(Boolean);
  return `${details.join('\n')}\n\n${input.message}`;
}

/** POST /mw/contact: a visitor's message from the public contact form, stored and mailed to the support mailbox. */
export function contactService(db: Db, { mailer, botProtection, perIp }: Dependencies) {
  const repository = contactMessageRepository(db);
  return {
    async send({ ip, log }: RequestContext, input: ContactMessageRequest): Promise<{ id: string }> {
      await perIp.hit(ip, contactTexts.tooManyMessages);
      await requireHuman(botProtection, { token: input['recaptcha-token'], action: 'contact', remoteIp: ip }, log);
      if (!isValidEmail(input.email)) throw invalidField('email', messages.invalidEmail, input.email);
      const { 'recaptcha-token': _token, ...message } = input;
      const created = await repository.create(message);
      // The stored message is what customer service works from; a failed mail must not lose it.
      await mailer
        .send({ to: support.email, subject: contactMailSubject(input.name, input.topic), text: mailText(input) })
        .catch((error: unknown) => log.error({ err: error, contactMessageId: created.id }, 'contact mail failed'));
      return created;
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
