import { support } from './store-info';

/**
 * The public contact form (/contact, POST /mw/contact): what a visitor may ask about, how long
 * each field may be, and the page's texts. One place for the storefront, the API and its mail.
 */
export const contactTopics = [
  { value: 'order', label: 'Order or delivery' },
  { value: 'product', label: 'Product question' },
  { value: 'account', label: 'Account or pricing' },
  { value: 'billing', label: 'Invoice or payment' },
  { value: 'returns', label: 'Returns' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof contactTopics)[number]['value'];

export const contactTopicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

/** Upper bounds per field (characters); the form shows the message's and the API enforces all. */
export const contactLimits = { name: 100, email: 254, phone: 30, company: 150, message: 5000 } as const;

export const contactTexts = {
  title: 'Contact Us',
  intro:
    'Questions about an order, a product or your account? Send us a message and our customer service team will get back to you within one business day.',
  supportTitle: 'Customer support',
  callUs: 'Call us',
  emailUs: 'Email us',
  hours: 'Hours',
  formTitle: 'Send us a message',
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Practice or company',
    topic: 'Topic',
    message: 'Message',
  },
  optional: 'optional',
  chooseTopic: 'Please select',
  messageHint: (max: number) => `Up to ${max.toLocaleString('en-US')} characters.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters.`,
  send: 'Send Message',
  sending: 'Sending…',
  sent: 'Thank you for your message. Our customer service team will get back to you within one business day.',
  sendAnother: 'Send another message',
  tooManyMessages: 'You have sent several messages in a short time. Please try again later or call us.',
  sendFailed: `We could not send your message right now. Please try again later or call us at ${support.phone}.`,
} as const;

/** The support mailbox's subject line: one line, whatever the visitor typed. */
export function contactMailSubject(name: string, topic: ContactTopic | undefined): string {
  const label = contactTopics.find((entry) => entry.value === topic)?.label ?? 'General question';
  return `Contact form: ${label} from ${name}`.replace(/\s+/g, ' ').trim();
}
