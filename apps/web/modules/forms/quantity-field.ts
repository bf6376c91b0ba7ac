import { quantityProblem } from '@chairside/domain';
import { requiredError } from '@/modules/account/validation';

/** A quantity field's message: required, then the cart's rule (a whole number from `min` to the line maximum). */
export const quantityFieldError = (data: FormData, min: 0 | 1, label = 'Quantity'): string | undefined => {
  const text = String(data.get('quantity') ?? '');
  return requiredError(text, label) ?? quantityProblem(Number(text), min);
};
