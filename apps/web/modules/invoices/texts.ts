import { messages } from '@chairside/domain';

/** The invoice pages' texts (issue 17), in spec §8's toast style. */
export const invoiceTexts = {
  readUnavailable: 'Your invoices cannot be shown right now. Please try again later.',
  noInvoices: 'No invoices match these filters.',
  notPayable: (number: string) => `Invoice ${number} has nothing left to pay.`,
  noneSelected: 'Choose at least one invoice to pay.',
  someMissing: 'Some of the chosen invoices cannot be paid and were left out.',
  formInvalid: messages.formInvalid,
  chooseCard: 'Choose a saved card or enter a new one.',
  checkCard: 'Please check your card details.',
  paymentFailed: 'We could not take this payment. Please try again.',
  paymentUnanswered: 'We could not confirm your payment yet. Please try again: you will not be charged twice.',
  invoiceGone: 'One of these invoices was not found. Please go back to your invoices and choose again.',
  paid: (amount: string) => `Thank you! Your payment of ${amount} was received.`,
} as const;
