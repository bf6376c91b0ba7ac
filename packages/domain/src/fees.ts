/** Distributor fees and cart totals (spec §3, §9). All amounts in cents. */
export const fees = {
  handlingFee: 599,
  minimumOrderFee: 949,
  minimumOrderThreshold: 24_900,
  hazardousFee: 0,
  refrigeratedFee: 0,
  excessiveWeightFee: 0,
} as const;

export interface CartFees {
  handlingFee: number;
  minimumOrderFee: number;
  hazardousFee: number;
  refrigeratedFee: number;
  excessiveWeightFee: number;
}

/** Fees for a cart whose line items total `cartTotal` cents. The minimum-order fee applies under $249.00. */
export function cartFees(cartTotal: number): CartFees {
  return {
    handlingFee: fees.handlingFee,
    minimumOrderFee: cartTotal < fees.minimumOrderThreshold ? fees.minimumOrderFee : 0,
    hazardousFee: fees.hazardousFee,
    refrigeratedFee: fees.refrigeratedFee,
    excessiveWeightFee: fees.excessiveWeightFee,
  };
}

/** Total = cart total + handling + minimum-order + hazardous + refrigerated fees (spec §9, as written). */
export function orderTotal(cartTotal: number, cartFeeValues: CartFees): number {
  return (
    cartTotal +
    cartFeeValues.handlingFee +
    cartFeeValues.minimumOrderFee +
    cartFeeValues.hazardousFee +
    cartFeeValues.refrigeratedFee
  );
}
