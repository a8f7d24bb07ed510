/**
 * The Pro pages as one chunk: the three public pages share most of their code (the plans, their
 * benefits, the Join button), and one chunk keeps the route table's list of files short (the pay page
 * too: a chunk of its own would cost every page's route table 0.06 KB, against 1.5 KB evaluated on /pro).
 */
export { default as ProPage } from './ProPage';
export { default as ProPricingPage } from './ProPricingPage';
export { default as ProBenefitsPage } from './ProBenefitsPage';
export { default as BillingPage } from './BillingPage';
export { default as ProPayPage } from './ProPayPage';
