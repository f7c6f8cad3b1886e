import type { DeclineVelocity } from './decline-limits.js';
import type { RiskEngine } from './engine.js';
import type { GeoIpDatabase } from './geoip.js';
import type { LookupLimiter } from './lookup-limits.js';

export { withDeclineVelocity } from './browser-attempts.js';
export {
  DEFAULT_DECLINE_LIMITS,
  type DeclineLimits,
  DeclineVelocity,
  intentAttemptsExhausted,
} from './decline-limits.js';
export { DISPOSABLE_EMAIL_DOMAINS, emailDomain, isDisposableEmail } from './disposable-domains.js';
export {
  type CaptchaSignal,
  DefaultRiskEngine,
  levelFor,
  type RiskAssessment,
  type RiskEngine,
  type RiskLevel,
  type RiskSignals,
} from './engine.js';
export { GeoIpDatabase } from './geoip.js';
export { DEFAULT_LOOKUP_LIMITS, LookupLimiter, type LookupLimits } from './lookup-limits.js';
export { type AttributeValues, RULE_ATTRIBUTES } from './rule-attributes.js';
export { type ActiveRule, decideRules, evaluate, type ListLookup, type RuleVerdict } from './rule-eval.js';
export { type ParsedRule, parseRule, type RuleAction, RuleSyntaxError } from './rule-syntax.js';

declare module '../kernel/app-context.js' {
  interface AppContext {
    /** Declines per client address and publishable key (card-testing defence). */
    declines: DeclineVelocity;
    /** Link consumer lookups per client address and key (e-mail enumeration). */
    lookups: LookupLimiter;
    /** Scores card payments (the built-in engine unless the server was given another). */
    riskEngine: RiskEngine;
    /** The client address's country database (PAYFRAME_GEOIP_DATABASE), when there is one. */
    geoip?: GeoIpDatabase;
  }
}
