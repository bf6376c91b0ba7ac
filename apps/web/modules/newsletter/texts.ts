/** Newsletter form copy not in @chairside/domain's catalogue. Candidates to move there. */
export const newsletterTexts = {
  label: 'Email address',
  placeholder: 'you@practice.com',
  submit: 'Subscribe',
  pending: 'Subscribing…',
} as const;
