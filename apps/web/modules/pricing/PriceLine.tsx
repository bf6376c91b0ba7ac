import type { PriceInfoDto } from '@chairside/contracts';
import { formatMoney, savingsPercent } from '@chairside/domain';
import { pricingTexts } from './texts';
import styles from './PriceLine.module.css';

/**
 * The customer's best price (plan, else discounted retail, else retail; spec §9) for one unit of
 * measure, with retail struck through and "Save N%" when a better price applies, and a note when the ASAP loyalty
 * discount made the price (the API sends its percentage only then). A sku without a price the ordering system
 * accepts cannot be ordered online.
 */
export function PriceLine({
  price,
  unit,
  large = false,
}: {
  price: PriceInfoDto | undefined;
  unit?: string;
  large?: boolean;
}) {
  if (!price?.available || price.bestPrice === undefined)
    return <p className={styles.unavailable}>{pricingTexts.notSellable}</p>;
  const save = savingsPercent({ bestPrice: price.bestPrice, retailPrice: price.retailPrice });
  return (
    <div className={`${styles.price} ${large ? styles.large : ''}`} data-testid="price">
      <p className={styles.amounts}>
        <span className="visually-hidden">{pricingTexts.yourPrice}: </span>
        <span className={styles.best} data-testid="best-price">
          {formatMoney(price.bestPrice)}
        </span>
        {price.strikeRetail && price.retailPrice !== undefined && (
          <s className={styles.retail} data-testid="struck-retail">
            <span className="visually-hidden">{pricingTexts.retailPrice}: </span>
            {formatMoney(price.retailPrice)}
          </s>
        )}
        {save !== undefined && <span className={styles.save}>{pricingTexts.save(save)}</span>}
      </p>
      {price.loyaltyPercent !== undefined && (
        <p className={styles.loyalty} data-testid="loyalty-note">
          {pricingTexts.loyalty(price.loyaltyPercent)}
        </p>
      )}
      {unit && <p className={styles.unit}>per {unit.toLowerCase()}</p>}
    </div>
  );
}
