export { withDeclineVelocity } from './browser-attempts.js';
export {
  DEFAULT_DECLINE_LIMITS,
  type DeclineLimits,
  DeclineVelocity,
  intentAttemptsExhausted,
} from './decline-limits.js';
export { DEFAULT_LOOKUP_LIMITS, LookupLimiter, type LookupLimits } from './lookup-limits.js';
