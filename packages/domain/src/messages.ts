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
} as const;
