import { DECLINE_MESSAGES } from '@payframe/core';
import type { RiskAssessment, RuleVerdict } from '../risk/index.js';
import type { Decline, NetworkOutcome } from '../simulator/index.js';

/** What a blocked payment answers: the shopper learns nothing of why, as with Radar. */
export const RADAR_BLOCK: Decline = {
  code: 'card_declined',
  declineCode: 'fraudulent',
  message: DECLINE_MESSAGES.fraudulent,
};

/** The network's outcome with the final risk evaluation in it. */
export function withRisk(outcome: NetworkOutcome, assessment: RiskAssessment): NetworkOutcome {
  return { ...outcome, risk_level: assessment.level, risk_score: assessment.score };
}

/** A payment the merchant's rule blocked, before the network or once the issuer had approved it. */
export function blockedOutcome(
  assessment: RiskAssessment,
  verdict: RuleVerdict,
  networkStatus: 'not_sent_to_network' | 'reversed_after_approval',
): NetworkOutcome {
  return {
    network_status: networkStatus,
    type: 'blocked',
    reason: 'rule',
    risk_level: assessment.level,
    risk_score: assessment.score,
    seller_message: 'Payframe blocked this payment: it matched one of your rules.',
    rule: verdict.rule.id,
  };
}

/** A paid payment held for the merchant's review, by their rule or by Radar's elevated risk. */
export function reviewOutcome(
  outcome: NetworkOutcome,
  assessment: RiskAssessment,
  verdict: RuleVerdict | null,
): NetworkOutcome {
  return {
    ...withRisk(outcome, assessment),
    type: 'manual_review',
    reason: verdict ? 'rule' : 'elevated_risk_level',
    seller_message: verdict
      ? 'Payframe placed this payment in your review queue: it matched one of your rules.'
      : 'Payframe evaluated this payment as having elevated risk, and placed it in your review queue.',
    ...(verdict ? { rule: verdict.rule.id } : {}),
  };
}
