import {
  cardBrandLabels,
  detectCardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  maxCvcLength,
  type CardEntry,
  type CardEntryErrors,
} from '@chairside/domain';

type FieldName = keyof CardEntry;
const fieldNames: readonly FieldName[] = ['number', 'expiry', 'cvc'];

/**
 * While deleting, the " / " the formatter adds after a complete month would come straight back: format the digits
 * alone.
 */
function nextExpiry(previous: string, typed: string): string {
  return formatExpiry(typed.length < previous.length ? typed.replace(/\D/g, '') : typed);
}

/**
 * The three inputs of the fields page, formatted as spec §5 says while the customer types: the number grouped as the
 * brand prints it (amex 4-6-5) with the brand named as soon as its leading digits tell it, the expiry as "MM / YY",
 * a CVC as long as the brand's; full-width digits converted. `onChange` hears every edit.
 */
export function cardInputs(onChange: () => void) {
  const inputs = Object.fromEntries(
    fieldNames.map((name) => [name, document.getElementById(name) as HTMLInputElement]),
  ) as Record<FieldName, HTMLInputElement>;
  const brandLine = document.getElementById('brand')!;
  let expiry = '';

  function showError(name: FieldName, message: string | undefined) {
    const input = inputs[name];
    const error = document.getElementById(`${name}-error`)!;
    error.textContent = message ?? '';
    error.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  function format(name: FieldName) {
    const input = inputs[name];
    if (name === 'number') input.value = formatCardNumber(input.value);
    const brand = detectCardBrand(inputs.number.value);
    if (name === 'number') {
      brandLine.textContent = brand ? cardBrandLabels[brand] : '';
      inputs.cvc.maxLength = maxCvcLength(brand);
      inputs.cvc.placeholder = brand === 'amex' ? '1234' : '123';
      inputs.cvc.value = formatCvc(inputs.cvc.value, brand);
    } else if (name === 'expiry') {
      input.value = expiry = nextExpiry(expiry, input.value);
    } else input.value = formatCvc(input.value, brand);
  }

  for (const name of fieldNames)
    inputs[name].addEventListener('input', () => {
      format(name);
      showError(name, undefined);
      onChange();
    });

  return {
    entry: (): CardEntry => ({ number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value }),

    showErrors(errors: CardEntryErrors) {
      for (const name of fieldNames) showError(name, errors[name]);
    },

    /** The first field with a message, else the card number. */
    focus() {
      (
        fieldNames.map((name) => inputs[name]).find((input) => input.hasAttribute('aria-invalid')) ?? inputs.number
      ).focus();
    },

    /** Enter in any field. */
    onEnter(listener: () => void) {
      for (const name of fieldNames)
        inputs[name].addEventListener('keydown', (event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          listener();
        });
    },
  };
}
