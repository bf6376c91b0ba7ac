import type { LoyaltyOverview } from '@chairside/contracts';
import { statementPath } from './paths';
import { statementGroups } from './standing-view';
import styles from './loyalty.module.css';

/** The annual and quarterly discount statements (every discounted invoice line), as CSV and PDF downloads. */
export function StatementDownloads({ statements }: { statements: LoyaltyOverview['statements'] }) {
  const groups = statementGroups(statements);
  return (
    <section className={styles.section} aria-labelledby="statements-heading">
      <h2 id="statements-heading">Discount statements</h2>
      <p className={styles.muted}>
        Every invoice line your loyalty discount reduced, with the category, percentage and amount: for your cost
        reports and federal health-care programme disclosures.
      </p>
      {groups.length === 0 ? (
        <p data-testid="loyalty-no-statements">No statements yet: they start with your first discounted invoice.</p>
      ) : (
        <div className={styles.statementGroups}>
          {groups.map((group) => (
            <div key={group.title}>
              <h3>{group.title}</h3>
              <ul className={styles.statements}>
                {group.statements.map((statement) => (
                  <li key={statement.period} data-testid="loyalty-statement" data-period={statement.period}>
                    <span>{statement.label}</span>
                    <span className={styles.downloads}>
                      {(['csv', 'pdf'] as const).map((format) => (
                        <a
                          key={format}
                          href={statementPath(statement.period, format)}
                          download
                          className={styles.download}
                          aria-label={`Download ${statement.label} statement (${format.toUpperCase()})`}
                          data-testid={`statement-${format}`}
                        >
                          {format.toUpperCase()}
                        </a>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
