import { messages } from '@chairside/domain';
import Link from 'next/link';
import { AddToCart } from '@/modules/cart/AddToCart';
import { sitePaths } from '@/modules/navigation/site-links';
import { offerFor, type PageOffers } from '@/modules/pricing/offers';
import { PriceLine } from '@/modules/pricing/PriceLine';
import { StockLine } from '@/modules/pricing/StockLine';
import { pricingTexts } from '@/modules/pricing/texts';
import { FavoriteHeart } from '@/modules/shopping-lists/entry/FavoriteHeart';
import type { UnitView } from './product-view';
import styles from './PurchasePanel.module.css';

interface Props {
  productPath: string;
  productName: string;
  units: readonly UnitView[];
  offers: PageOffers;
  /** The customer's Favorites skus (each unit has its own heart); undefined when signed out. */
  favorites: ReadonlySet<string> | undefined;
}

/**
 * Price and stock per unit of measure. Both depend on the customer's contract and shipping
 * account: anonymous visitors are asked to sign in, customers without a default shipping address
 * to choose one, and a sales representative to select a customer first (spec §2, §5, §6). Every unit can be added to the cart; an anonymous visitor's cart
 * is priced by the API and handed to the customer at sign-in.
 */
export function PurchasePanel({ productPath, productName, units, offers, favorites }: Props) {
  if (offers.audience === 'anonymous')
    return <SignInPrompt productPath={productPath} productName={productName} units={units} />;
  if (offers.audience === 'sales-rep')
    return (
      <section className={styles.panel} aria-label="Price and availability">
        <p className={styles.prompt}>{pricingTexts.selectCustomerForPrice}</p>
      </section>
    );
  return (
    <section className={styles.panel} aria-label="Price and availability">
      {offers.audience === 'no-address' ? (
        <p className={styles.prompt}>{pricingTexts.chooseAddressForPrice}</p>
      ) : offers.pricesUnavailable ? (
        <p className={styles.prompt}>{pricingTexts.pricesUnavailable}</p>
      ) : (
        <ul className={styles.units} aria-label="Units of measure">
          {units.map((unit) => {
            const offer = offerFor(offers, unit.sku);
            return (
              <li
                key={unit.sku}
                className={styles.unit}
                data-testid="unit-offer"
                data-sku={unit.sku}
                data-item-number={unit.itemNumber}
                data-uom={unit.uom}
              >
                <div className={styles.unitHead}>
                  <p className={styles.unitName}>{unit.label}</p>
                  {favorites ? (
                    <FavoriteHeart
                      sku={unit.sku}
                      label={`${productName}, ${unit.label}`}
                      favorite={favorites.has(unit.sku)}
                    />
                  ) : null}
                </div>
                <PriceLine price={offer?.price} large />
                <StockLine stock={offer?.stock} />
                <AddToCart
                  sku={unit.sku}
                  uom={unit.uom}
                  productName={productName}
                  unitLabel={units.length > 1 ? unit.label : undefined}
                  listMenu={favorites !== undefined}
                  replenishItemNumber={unit.replenishable ? unit.itemNumber : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function UnitsToAdd({ productName, units }: { productName: string; units: readonly UnitView[] }) {
  return (
    <ul className={styles.units} aria-label="Units of measure">
      {units.map((unit) => (
        <li key={unit.sku} className={styles.unit} data-testid="unit-add" data-sku={unit.sku}>
          <p className={styles.unitName}>{unit.label}</p>
          <AddToCart
            sku={unit.sku}
            uom={unit.uom}
            productName={productName}
            unitLabel={units.length > 1 ? unit.label : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function SignInPrompt({
  productPath,
  productName,
  units,
}: {
  productPath: string;
  productName: string;
  units: readonly UnitView[];
}) {
  const signIn = `${sitePaths.signIn}?redirect=${encodeURIComponent(productPath)}`;
  return (
    <section className={styles.panel} aria-label="Price and availability">
      <p className={styles.stock}>
        <Link href={signIn}>{messages.loginToSeeStock}</Link>
      </p>
      <p className={styles.prompt}>Sign in to see your contract price and order this product.</p>
      <div className={styles.actions}>
        <Link href={signIn} className="button button-primary">
          Sign in to order
        </Link>
        <Link href={sitePaths.createAccount} className="button button-secondary">
          Create an account
        </Link>
      </div>
      <UnitsToAdd productName={productName} units={units} />
    </section>
  );
}
