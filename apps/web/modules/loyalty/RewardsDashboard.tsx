import type { LoyaltyOverview } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { formatCalendarDate } from '@/modules/invoices/invoice-view';
import { EnrolInvitation, IneligibleNotice } from './EnrolmentPanels';
import { LoyaltyOrders } from './LoyaltyOrders';
import { categoryRows, formatPercent } from './programme-view';
import { StatementDownloads } from './StatementDownloads';
import type { EnrolmentChoice } from './standing-view';
import { TierStanding } from './TierStanding';
import { UnenrolButton } from './UnenrolButton';
import { asapEnrollmentPath, rewardsHeadingId } from './paths';
import styles from './loyalty.module.css';

function Savings({ savings }: { savings: LoyaltyOverview['savings'] }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="savings-year-heading">
        <h2 id="savings-year-heading" className={styles.muted}>
          Saved this year
        </h2>
        <p className={styles.figure} data-testid="loyalty-savings-year">
          {formatMoney(savings.this_year)}
        </p>
        <p className={styles.muted}>since {formatCalendarDate(savings.year_from)}</p>
      </section>
      <section className={styles.card} aria-labelledby="savings-total-heading">
        <h2 id="savings-total-heading" className={styles.muted}>
          Saved in total
        </h2>
        <p className={styles.figure} data-testid="loyalty-savings-total">
          {formatMoney(savings.total)}
        </p>
        <p className={styles.muted}>since you enrolled</p>
      </section>
    </>
  );
}

function TierPercents({ overview }: { overview: LoyaltyOverview }) {
  return (
    <section className={styles.section} aria-labelledby="percents-heading">
      <h2 id="percents-heading">Your percentages at {overview.tier.name}</h2>
      <table className={`${styles.simpleTable} ${styles.narrow}`} data-testid="loyalty-percents">
        <caption className="visually-hidden">Loyalty discount off retail by category</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className={styles.number}>
              Off retail
            </th>
          </tr>
        </thead>
        <tbody>
          {categoryRows(overview.programme, overview.tier).map((row) => (
            <tr key={row.category}>
              <th scope="row" data-label="Category">
                {row.label}
              </th>
              <td data-label="Off retail" className={styles.number}>
                {formatPercent(row.percent)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>
        Pharmaceuticals and controlled items earn nothing; a better promotion wins over the loyalty discount, never
        both. <Link href={asapEnrollmentPath}>Programme rules</Link>
      </p>
    </section>
  );
}

/** The best percentage the programme gives (its best category at its top tier), for the call to enrol. */
function upTo(overview: LoyaltyOverview): string | undefined {
  const best = categoryRows(overview.programme, overview.programme.tiers.at(-1))[0];
  return best && formatPercent(best.percent);
}

/**
 * The rewards dashboard (spec §2 /customer/account/thrive): an enrolled office's tier, progress, savings, percentages,
 * orders and statements, and the way out; any other office the way in (or why not), with what history it has.
 */
export function RewardsDashboard({ overview, choice }: { overview: LoyaltyOverview; choice: EnrolmentChoice }) {
  const { office, enrollment } = overview;
  const enrolled = choice.kind === 'enrolled';
  const hasHistory = overview.savings.total > 0 || overview.statements.length > 0;
  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 id={rewardsHeadingId} tabIndex={-1}>
            ASAP rewards
          </h1>
          <p className={styles.muted}>{office.name}</p>
        </div>
        <span className={enrolled ? styles.enrolledBadge : styles.badge} data-testid="loyalty-status">
          {enrolled
            ? `Enrolled${enrollment ? ` since ${formatCalendarDate(enrollment.enrolled_at.slice(0, 10))}` : ''}`
            : 'Not enrolled'}
        </span>
      </div>
      {choice.kind === 'form' ? <EnrolInvitation upTo={upTo(overview)} /> : null}
      {choice.kind === 'ineligible' ? <IneligibleNotice office={office.name} reason={choice.reason} /> : null}
      {enrolled || hasHistory ? (
        <div className={styles.cards}>
          {enrolled ? <TierStanding overview={overview} /> : null}
          <Savings savings={overview.savings} />
        </div>
      ) : null}
      {enrolled ? <TierPercents overview={overview} /> : null}
      {enrolled || overview.recent_orders.length > 0 ? <LoyaltyOrders orders={overview.recent_orders} /> : null}
      {enrolled || hasHistory ? <StatementDownloads statements={overview.statements} /> : null}
      {enrolled ? (
        <section className={styles.section} aria-labelledby="leave-heading">
          <h2 id="leave-heading">Leave the programme</h2>
          <p className={styles.muted}>
            Unenrolling takes effect for new prices and carts. Your savings history and statements stay available.
          </p>
          <UnenrolButton office={office.name} />
        </section>
      ) : null}
    </>
  );
}
