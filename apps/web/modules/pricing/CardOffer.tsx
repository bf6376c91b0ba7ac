import type { CardOfferState } from './offers';
import { PriceLine } from './PriceLine';
import { StockLine } from './StockLine';
import styles from './CardOffer.module.css';

interface Props {
  state: CardOfferState;
  sku: string | undefined;
  /** The unit the card's price is for, e.g. "Box of 100". */
  unit: string | undefined;
}

/** The price and stock part of a product card, or the prompt that stands in for them (spec §2, §5). */
export function CardOffer({ state, sku, unit }: Props) {
  // Plain text: the header's "Login to see stock availability" is the one sign-in link (a link on
  // every card would add dozens of identical tab stops; the card itself opens the product page).
  if ('prompt' in state) return <p className={styles.prompt}>{state.prompt}</p>;
  return (
    <div className={styles.offer} data-testid="card-offer" data-sku={sku}>
      <PriceLine price={state.offer?.price} unit={unit} />
      <StockLine stock={state.offer?.stock} />
    </div>
  );
}
