import type { LoyaltyOverview } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import { formatCalendarDate } from '@/modules/invoices/invoice-view';
import { formatThreshold, tierBonusLabel } from './programme-view';
import { tierProgress } from './standing-view';
import styles from './loyalty.module.css';

/** The office's tier and the way to the next one: a progress bar whose value assistive technology reads in dollars. */
export function TierStanding({ overview }: { overview: LoyaltyOverview }) {
  const { tier, next_tier: next } = overview;
  const progress = tierProgress(overview);
  return (
    <section className={styles.tierCard} aria-labelledby="tier-heading" data-testid="loyalty-tier">
      <h2 id="tier-heading" className="visually-hidden">
        Your tier
      </h2>
      <p className={styles.tierName} data-testid="loyalty-tier-name">
        {tier.name}
      </p>
      <p className={styles.muted}>{tierBonusLabel(tier)} on every category</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={next ? `Progress to ${next.name}` : `${tier.name} tier`}
        aria-valuemin={progress.min}
        aria-valuemax={progress.max}
        aria-valuenow={progress.now}
        aria-valuetext={progress.text}
        data-testid="loyalty-progress"
      >
        <div className={styles.fill} style={{ width: `${progress.percent}%` }} />
      </div>
      <div className={styles.barEnds} aria-hidden="true">
        <span>
          {tier.name} {formatThreshold(tier.min_spend)}
        </span>
        {next ? (
          <span>
            {next.name} {formatThreshold(next.min_spend)}
          </span>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <dt>Spend in the last 12 months</dt>
        <dd data-testid="loyalty-spend">
          {formatMoney(overview.spend_12_months)}{' '}
          <span className={styles.muted}>since {formatCalendarDate(overview.window_from)}</span>
        </dd>
        <dt>{next ? `Still needed for ${next.name}` : 'Next tier'}</dt>
        <dd data-testid="loyalty-to-next">
          {next ? `${formatMoney(overview.to_next_tier)} (${tierBonusLabel(next)})` : `You are at the top tier`}
        </dd>
      </dl>
    </section>
  );
}
