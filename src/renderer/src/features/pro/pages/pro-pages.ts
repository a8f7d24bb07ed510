/**
 * The Pro pages as one chunk: the three public pages share most of their code (the plans, their
 * benefits, the Join button), and one chunk keeps the route table's list of files short.
 */
export { default as ProPage } from './ProPage';
export { default as ProPricingPage } from './ProPricingPage';
export { default as ProBenefitsPage } from './ProBenefitsPage';
export { default as BillingPage } from './BillingPage';
