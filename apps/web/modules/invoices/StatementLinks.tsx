import { monthLabel, statementMonths } from './invoice-view';
import { statementPdfPath } from './paths';
import styles from './invoices.module.css';

/** The monthly statements of the last 12 months up to `today`'s, each a PDF download. */
export function StatementLinks({ today }: { today: string }) {
  return (
    <section aria-labelledby="statements-heading" className={styles.section}>
      <h2 id="statements-heading">Monthly statements</h2>
      <p className={styles.muted}>
        Opening balance, the month&apos;s invoices, payments and credits, closing balance and aging.
      </p>
      <ul className={styles.months}>
        {statementMonths(today).map((month) => (
          <li key={month}>
            <a href={statementPdfPath(month)} download data-testid="statement-link">
              {monthLabel(month)} <span className="visually-hidden">statement</span> (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
