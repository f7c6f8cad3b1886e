import { earlyFraudWarningRoutes } from './early-fraud-warnings.js';
import { reviewRoutes } from './reviews.js';
import { ruleRoutes } from './rule-routes.js';
import { radarSessionRoutes } from './sessions.js';
import { valueListRoutes } from './value-lists.js';

export { amountInUsd, PaymentRisk, type RiskInput } from './assess.js';
export { recordEarlyFraudWarning } from './early-fraud-warnings.js';
export { blockedOutcome, RADAR_BLOCK, reviewOutcome, withRisk } from './outcome.js';
export { closeReviewOnRefund, openReview, type Review } from './reviews.js';
export { recordPaidAmount } from './risk-read.js';

/** Radar's API: rules (Payframe's own), value lists, reviews, early fraud warnings and browser sessions. */
export const radarRoutes = [
  ...ruleRoutes,
  ...valueListRoutes,
  ...reviewRoutes,
  ...earlyFraudWarningRoutes,
  ...radarSessionRoutes,
];
