import { smsConfirmRequestSchema, smsSignupRequestSchema, smsSignupSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { SmsSignupsService } from './sms-signups.service';

interface Options {
  service: SmsSignupsService;
}

const read = access.subject(['manage_my_profile']);
/**
 * Consent to marketing texts is the phone owner's to give (TCPA): a representative acting for a customer may see the
 * sign-up but not make one, as with the customer's security settings.
 */
const write = access.subject(['manage_my_profile'], { securitySetting: true });

/** mw/sms-signups (issue 20): the signed-in customer's SMS sign-up and the discount code it earns. */
export const smsSignupRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/sms-signups/me',
    {
      config: { access: read },
      schema: {
        tags: ['middleware'],
        summary:
          "The customer's SMS sign-up: pending (its code's limits) or confirmed (its discount code); 404 without one",
        response: { 200: smsSignupSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(subjectContextOf(request)),
  );

  app.post(
    '/mw/sms-signups',
    {
      config: { access: write },
      schema: {
        tags: ['middleware'],
        summary: 'Sign up for SMS offers: records the consent and texts a confirmation code to the number',
        description:
          '400 InvalidField names phone, consent or consent_version; 400 BotProtectionFailed; 409 SmsAlreadySignedUp or ' +
          'SmsPhoneTaken; 429 with Retry-After within the resend cooldown or beyond the hourly limits; 502 ' +
          'SmsProviderFailed when the text could not be sent.',
        body: smsSignupRequestSchema,
        response: { 201: smsSignupSchema, ...errorResponses(400, 409, 429, 502) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.start(subjectContextOf(request), request.body)),
  );

  app.post(
    '/mw/sms-signups/resend',
    {
      config: { access: write },
      schema: {
        tags: ['middleware'],
        summary: 'Text a new confirmation code for the pending sign-up (the previous code stops working)',
        response: { 200: smsSignupSchema, ...errorResponses(404, 409, 429, 502) },
      },
    },
    async (request) => service.resend(subjectContextOf(request)),
  );

  app.post(
    '/mw/sms-signups/confirm',
    {
      config: { access: write },
      schema: {
        tags: ['middleware'],
        summary: 'Confirm the number with the texted code; earns a single-use discount code for the next web order',
        description:
          '400 SmsCodeInvalid with reason wrong (attemptsLeft), expired or attemptsUsedUp; 404 without a pending ' +
          'sign-up; 409 SmsPhoneTaken when another customer confirmed the number first.',
        body: smsConfirmRequestSchema,
        response: { 200: smsSignupSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.confirm(subjectContextOf(request), request.body),
  );
};
