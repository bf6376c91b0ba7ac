/** The product's user-facing texts (spec §2, §8, §9). One place, so the API, storefront and tests agree. */
export const messages = {
  pageNotFoundTitle: "Hmm... We can't seem to find the page you're looking for.",
  pageNotFound: (path: string) => `Page Not Found: ${path}`,
  loginToSeeStock: 'Login to see stock availability',
  deaLicenseRequired: 'This is a controlled product: it ships only to a shipping address with an active DEA license.',
  addBySkuFailure: 'We were unable to add this product to your cart at this time.',
  addSuccess: (productName: string) => `${productName} successfully added to your cart!`,
  addFailure: (productName: string) => `We were unable to add ${productName} to your cart at this time.`,
  newsletterSuccess: 'You are successfully subscribed to our newsletter!',
  newsletterFailure: 'Unable to subscribe. Please try again later.',
  logoutSuccess: 'You have successfully logged out.',
  notAUserToken: 'This is not a user token. Please log in.',
  addressNotEligibleTitle: 'Attention',
  addressNotEligible:
    'The selected address is not currently available for online ordering. Please contact customer service.',
  fieldRequired: (label: string) => `${label} is required.`,
  invalidEmail: 'Please enter a valid email address.',
  invalidUrl: 'Please enter a valid URL.',
  mustBeNumber: (label: string) => `${label} must be a number.`,
  doesNotMatch: (label: string) => `${label} does not match.`,
  formInvalid: 'Sorry, not all fields are filled out correctly.',
  noShippingAddress: (supportPhone: string) =>
    `A valid shipping address is needed to order online. Customer service may still be setting up your account; please call us at ${supportPhone}.`,
  passwordTooShort: (min: number) => `Your password must be at least ${min} characters long.`,
  passwordTooLong: (max: number) => `Your password must be at most ${max} characters long.`,
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  currentPasswordMismatch: 'The given current password does not match.',
  emailAlreadyRegistered: 'There is already an existing customer with the provided email.',
  noProductFound: 'No Product Found',
  /** Spec §9: an unknown shopping list, or one the caller may not see. */
  listNotFound: 'List not found',
  noHsCompatiblePrice: 'This product does not have an hs-compatible price!',
  unknownShippingAccount: 'Unknown shipping account number',
  // Spec §8 internal messages for REPLENISH plans (spec §5: a plan needs these).
  missingHsItemNumber: 'Missing hs item number',
  missingHsUom: 'Missing hs uom',
  noHsShippingAccount: 'No hs shipping account number',
  // Card entry and saved cards (spec §5 rules; the spec does not show the product's own texts for the cards calls).
  cardNumberInvalid: 'Please enter a valid card number.',
  cardExpiryInvalid: 'Please enter a valid expiration date (MM / YY).',
  cardExpired: 'This card has expired.',
  cardCvcInvalid: 'Please enter a valid security code.',
  cardDeclined: 'Your card was declined. Please use another card.',
  /** No card token came with the form (the payment gateway's card fields hand one over when the card is valid). */
  cardDetailsRequired: 'Please enter your card details.',
  /** The gateway no longer knows the card token (used, expired or not its own): the fields make a new one. */
  cardDetailsExpired: 'Your card details have expired. Please enter them again.',
  tooManyCardAttempts: 'Too many card attempts. Please try again later.',
  paymentServiceUnavailable: 'The payment service is not answering right now. Please try again in a moment.',
  /** A card order of the cart is waiting for the payment service; the cart stays as it is until that ends. */
  paymentInProgress:
    'A payment for this cart is in progress. Please wait a moment before changing or ordering it again.',
  cardSaved: 'Your card has been saved.',
  cardRemoved: 'Your card has been removed.',
  cardMadePrimary: 'Your primary card has been changed.',
  cardActionFailed: 'We were unable to update your cards at this time.',
} as const;
