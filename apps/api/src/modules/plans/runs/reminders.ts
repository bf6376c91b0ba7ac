import {
  cartRepository,
  customerRepository,
  replenishRunRepository,
  type Db,
  type ReplenishRunPlan,
} from '@chairside/db';
import { addDays, formatMoney, reminderDue, todayIn } from '@chairside/domain';
import { loadCatalog, pricingTermsOf } from '../../order-engine';
import type { Mailer } from '../../mail/mailer';
import { loyaltyProgrammeSource } from '../../loyalty/programme-source';
import { officesWithLoyalty } from '../../offices/active-office';
import { replenishLinePrice } from './plan-lines';
import { planPageUrl, reminderMail } from './run-mails';

export interface ReminderOptions {
  mailer: Mailer;
  timeZone: string;
  daysBefore: number;
  storefrontUrl: string;
}

/**
 * The reminder mails due at `now`: each plan's next order, `daysBefore` days ahead or less, once per date (the
 * worker that records reminded_for sends it), with the items and the estimated total at today's replenish prices.
 */
export function replenishReminders(db: Db, { mailer, timeZone, daysBefore, storefrontUrl }: ReminderOptions) {
  const runs = replenishRunRepository(db);
  const programme = loyaltyProgrammeSource(db, { ttlMs: 60_000 });

  async function remind(plan: ReplenishRunPlan, today: string, now: Date): Promise<boolean> {
    const date = reminderDue({ ...plan }, today, daysBefore);
    if (!date || !(await runs.markReminded(plan.cartId, date))) return false;
    const [found, offices, customer] = await Promise.all([
      cartRepository(db).findWithLines(plan.cartId, { customerId: plan.customerId }),
      officesWithLoyalty(db, plan.customerId, { timeZone, programme }, now),
      customerRepository(db).findById(plan.customerId),
    ]);
    const items = (found?.lines ?? []).filter((line) => line.customFields.skip_next !== true);
    if (!customer || items.length === 0) return false;
    const terms = pricingTermsOf(offices.find((office) => office.id === plan.businessUnitId));
    const catalog = await loadCatalog(db, { skus: items.map((item) => item.sku), productIds: [] }, now);
    const total = items.reduce(
      (sum, item) => sum + (replenishLinePrice(catalog, item.sku, terms, now)?.centAmount ?? 0) * item.quantity,
      0,
    );
    await mailer.send(
      reminderMail(customer.email, {
        date,
        lines: items.map((item) => ({
          name: item.name['en-US'] ?? item.sku,
          itemNumber: item.itemNumber,
          uom: item.uom,
          quantity: item.quantity,
        })),
        estimatedTotal: formatMoney(total),
        link: planPageUrl(storefrontUrl, plan.cartId),
      }),
    );
    return true;
  }

  return {
    async send(now: Date, limit: number): Promise<number> {
      const today = todayIn(timeZone, now);
      const plans = await runs.remindable({ from: addDays(today, 1), to: addDays(today, daysBefore), limit });
      let sent = 0;
      for (const plan of plans) if (await remind(plan, today, now)) sent += 1;
      return sent;
    },
  };
}
