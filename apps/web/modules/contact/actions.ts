'use server';

import { accountMessages, contactTexts, contactTopicValues, type ContactTopic } from '@chairside/domain';
import { formInvalid, hasErrors, postedForm, type FormState } from '@/modules/account/validation';
import { botTokenField, botTokenOf } from '@/modules/bot-protection/fields';
import { sendContactMessage } from '@/modules/contact/contact-api';
import { contactErrors, contactValues } from '@/modules/contact/validation';

const isTopic = (value: string): value is ContactTopic => (contactTopicValues as readonly string[]).includes(value);

/** The /contact form: checked again here, then POST /mw/contact; the API's refusal decides the message. */
export async function contactAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const formData = postedForm(posted);
  const values = contactValues(formData);
  const fieldErrors = contactErrors(values);
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid, values };

  const result = await sendContactMessage({
    name: values.name,
    email: values.email,
    phone: values.phone || undefined,
    company: values.company || undefined,
    topic: isTopic(values.topic) ? values.topic : undefined,
    message: values.message,
    [botTokenField]: botTokenOf(formData),
  });
  if (result.ok) return { success: contactTexts.sent };
  if (result.reason === 'invalid' && result.field)
    return { fieldErrors: { [result.field]: result.message }, formError: formInvalid, values };
  const formError =
    result.reason === 'botProtection'
      ? accountMessages.botProtectionFailed
      : result.reason === 'tooMany'
        ? contactTexts.tooManyMessages
        : contactTexts.sendFailed;
  return { formError, values };
}
