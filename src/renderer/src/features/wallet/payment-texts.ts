/** The texts of paying with a hosted provider (Razorpay Checkout): the wallet's form, the desktop wait, the pay page. */
export const PAYMENT_TEXTS = {
  checkoutClosed: 'The payment window was closed. No money was taken; press Buy to try again.',
  checkoutFailed: 'Razorpay Checkout could not be loaded. Please check your connection and try again.',
  verifying: 'Confirming your payment…',
  waitingTitle: 'Finish paying in your browser',
  waitingBody: 'We opened Razorpay Checkout in your browser. Your credits appear here as soon as the payment is confirmed.',
  openAgain: 'Open the payment page again',
  paymentFailed: 'The payment did not go through. No credits were added; you can try again.',
  payTitle: 'Pay for credits',
  payFor: (credits: number, rupees: string) => `Pay ${rupees} for ${credits} credit${credits === 1 ? '' : 's'}`,
  paying: 'Opening Razorpay…',
  paid: (credits: number) => `Payment received: ${credits} credit${credits === 1 ? ' was' : 's were'} added to your wallet.`,
  backToApp: 'You can close this tab and return to the Qurious app.',
  notFound: 'This payment link is not valid. Start the purchase again from your wallet.',
  securedBy: 'Payments are processed securely by Razorpay.',
} as const;
