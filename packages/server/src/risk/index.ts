import type { DeclineVelocity } from './decline-limits.js';
import type { LookupLimiter } from './lookup-limits.js';

export { withDeclineVelocity } from './browser-attempts.js';
export {
  DEFAULT_DECLINE_LIMITS,
  type DeclineLimits,
  DeclineVelocity,
  intentAttemptsExhausted,
} from './decline-limits.js';
export { DEFAULT_LOOKUP_LIMITS, LookupLimiter, type LookupLimits } from './lookup-limits.js';

declare module '../kernel/app-context.js' {
  interface AppContext {
    /** Declines per client address and publishable key (card-testing defence). */
    declines: DeclineVelocity;
    /** Link consumer lookups per client address and key (e-mail enumeration). */
    lookups: LookupLimiter;
  }
}
