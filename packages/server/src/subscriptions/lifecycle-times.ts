import { DAY, HOUR } from './subscription.js';

/** How long a first invoice may wait to be paid before its subscription expires. */
export const INCOMPLETE_EXPIRY = 23 * HOUR;
/** A renewal invoice is a draft for an hour, then finalized and charged, as Stripe does. */
export const FINALIZE_AFTER = HOUR;
/** `customer.subscription.trial_will_end` is sent three days before a trial ends. */
export const TRIAL_WILL_END_BEFORE = 3 * DAY;
/** `invoice.upcoming` is sent seven days before a period renews. */
export const UPCOMING_BEFORE = 7 * DAY;
