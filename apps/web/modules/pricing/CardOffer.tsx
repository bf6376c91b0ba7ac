import { offerFor, type PageOffers } from './offers';
import { PriceLine } from './PriceLine';
import { StockLine } from './StockLine';
import { pricingTexts } from './texts';
import styles from './CardOffer.module.css';

interface Props {
  offers: PageOffers;
  sku: string | undefined;
  /** The unit the card's price is for, e.g. "Box of 100". */
  unit: string | undefined;
}

/** The price and stock part of a product card, or the prompt that stands in for them (spec §2, §5). */
export function CardOffer({ offers, sku, unit }: Props) {
  // Plain text: the header's "Login to see stock availability" is the one sign-in link (a link on
  // every card would add dozens of identical tab stops; the card itself opens the product page).
  if (offers.audience === 'anonymous') return <p className={styles.prompt}>{pricingTexts.signInForPrice}</p>;
  if (offers.audience === 'no-address') return <p className={styles.prompt}>{pricingTexts.chooseAddressForPrice}</p>;
  if (offers.pricesUnavailable) return <p className={styles.prompt}>{pricingTexts.pricesUnavailable}</p>;
  const offer = offerFor(offers, sku);
  return (
    <div className={styles.offer} data-testid="card-offer" data-sku={sku}>
      <PriceLine price={offer?.price} unit={unit} />
      <StockLine stock={offer?.stock} />
    </div>
  );
}
