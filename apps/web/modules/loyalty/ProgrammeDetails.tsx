import type { AsapProgramme } from '@chairside/contracts';
import Link from 'next/link';
import { categoryRows, formatPercent, formatThreshold, tierBonusLabel, workedExample } from './programme-view';
import styles from './loyalty.module.css';

/** What the programme gives and its rules (spec §5), as the programme data says: the same for every visitor. */
export function ProgrammeDetails({ programme }: { programme: AsapProgramme }) {
  const example = workedExample(programme);
  const rows = categoryRows(programme);
  return (
    <div className={styles.details}>
      <section aria-labelledby="earn-heading">
        <h2 id="earn-heading">What you earn</h2>
        <p>A percentage off the retail price of every eligible item, taken off the price you see and pay.</p>
        <table className={styles.simpleTable} data-testid="programme-categories">
          <caption>Loyalty discount by product category (Member tier)</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className={styles.examplesColumn}>
                Includes
              </th>
              <th scope="col" className={styles.number}>
                Off retail
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category}>
                <th scope="row" data-label="Category">
                  {row.label}
                  {/* On a phone the examples go under the name instead of in a column of their own. */}
                  {row.examples ? <span className={styles.inlineExamples}>{row.examples}</span> : null}
                </th>
                <td data-label="Includes" className={styles.examplesColumn}>
                  {row.examples ?? '—'}
                </td>
                <td data-label="Off retail" className={styles.number}>
                  {formatPercent(row.percent)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="tiers-heading">
        <h2 id="tiers-heading">Tiers</h2>
        <p>Your tier follows your office&apos;s spend over the last 12 months and adds points to every category.</p>
        <table className={styles.simpleTable} data-testid="programme-tiers">
          <caption>Tiers by spend in the last 12 months</caption>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col">Spend from</th>
              <th scope="col">Adds</th>
            </tr>
          </thead>
          <tbody>
            {programme.tiers.map((tier) => (
              <tr key={tier.name}>
                <th scope="row" data-label="Tier">
                  {tier.name}
                </th>
                <td data-label="Spend from">{formatThreshold(tier.min_spend)}</td>
                <td data-label="Adds">{tierBonusLabel(tier)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {example ? (
        <section aria-labelledby="example-heading">
          <h2 id="example-heading">For example</h2>
          <p className={styles.example} data-testid="programme-example">
            <strong>{example.text}.</strong> {example.how}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading">Rules</h2>
        <ul className={styles.rules}>
          <li>
            The discount applies only to offices that are enrolled and <strong>not on a pricing contract</strong>:
            contract prices are already negotiated for the practice.
          </li>
          {programme.buying_groups.length > 0 ? (
            <li>Practices in a buying group take part when their group does: {programme.buying_groups.join(', ')}.</li>
          ) : null}
          {programme.excludes_controlled ? (
            <li>
              Pharmaceuticals and controlled (DEA-scheduled) items earn nothing: volume incentives on scheduled drugs
              are kept out of rebate programmes.
            </li>
          ) : null}
          <li>
            A promotion and the loyalty discount <strong>never stack</strong>: each item gets whichever of the two is
            better for you.
          </li>
          <li>
            Loyalty discounts are price reductions. Your practice must disclose them and report them where federal
            health-care programmes require it; every invoice shows the discount on each line, and the annual and
            quarterly discount statements list them for your cost reports.
          </li>
          <li>
            One enrolment covers the whole office. You can leave at any time from{' '}
            <Link href="/customer/account/thrive">your ASAP rewards page</Link>; new prices and carts then go without
            the discount, and your statements stay available.
          </li>
        </ul>
      </section>
    </div>
  );
}
