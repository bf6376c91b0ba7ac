import { support } from '@chairside/domain';
import type { Mail } from '../../mail/mailer';

/** The storefront page where the customer changes or skips the plan. */
export const planPageUrl = (storefrontUrl: string, planId: string) =>
  `${storefrontUrl.replace(/\/$/, '')}/customer/account/replenish/${planId}`;

const footer = `Questions? Call customer service at ${support.phone} (${support.hours}).`;

/** A run placed nothing: why, what happens next, where to fix it. */
export function attentionMail(
  to: string,
  { date, message, retriesLeft, link }: { date: string; message: string; retriesLeft: number; link: string },
): Mail {
  const next =
    retriesLeft > 0
      ? `We will try again tomorrow (${retriesLeft} ${retriesLeft === 1 ? 'try' : 'tries'} left).`
      : 'We will not try again until you update the plan.';
  return {
    to,
    subject: 'Your REPLENISH order needs your attention',
    text: [
      `We could not place your REPLENISH order for ${date}.`,
      '',
      message,
      '',
      next,
      `Review your plan: ${link}`,
      '',
      footer,
    ].join('\n'),
  };
}

/** After downtime: which dates passed without an order, and which date the one order was placed for. */
export function missedDatesMail(
  to: string,
  { missed, placed, link }: { missed: string[]; placed: string | undefined; link: string },
): Mail {
  return {
    to,
    subject: 'REPLENISH dates were missed',
    text: [
      `Our ordering service was unavailable on these REPLENISH dates: ${missed.join(', ')}. No orders were placed for them.`,
      ...(placed ? [`We placed one order for ${placed} instead.`] : []),
      '',
      `Review your plan: ${link}`,
      '',
      footer,
    ].join('\n'),
  };
}

export interface ReminderLine {
  name: string;
  itemNumber: string;
  uom: string;
  quantity: number;
}

/** N days before an order: the items, the estimated total, and the link to change or skip it. */
export function reminderMail(
  to: string,
  { date, lines, estimatedTotal, link }: { date: string; lines: ReminderLine[]; estimatedTotal: string; link: string },
): Mail {
  return {
    to,
    subject: `Your REPLENISH order on ${date}`,
    text: [
      `Your REPLENISH order will be placed on ${date}:`,
      '',
      ...lines.map((line) => `- ${line.itemNumber} ${line.name} (${line.uom}): ${line.quantity}`),
      '',
      `Estimated total: ${estimatedTotal} (at the replenish prices of the order date, before fees)`,
      '',
      `To change or skip it, visit ${link} before ${date}.`,
      '',
      footer,
    ].join('\n'),
  };
}
