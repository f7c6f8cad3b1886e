export { withDeclineVelocity } from './browser-attempts.js';
export {
  DEFAULT_DECLINE_LIMITS,
  type DeclineLimits,
  DeclineVelocity,
  intentAttemptsExhausted,
} from './decline-limits.js';
