import type { RiskLevel } from '../risk/index.js';

export interface FlowInput {
  /** What the card's issuer asks once the browser data is in. */
  issuer: 'challenge' | 'frictionless';
  /** The payment's risk level before authorization (the risk engine, or Radar's test card). */
  risk: RiskLevel | null;
  /** `request_three_d_secure` as the confirmation (or a Radar rule) asked. */
  requested: 'automatic' | 'any' | 'challenge' | null;
}

/**
 * Frictionless or challenge (docs/confirmation.md#3-d-secure-2): the issuer's demand wins; a
 * merchant asking for `challenge` gets one; a payment the risk engine rates elevated or highest
 * is challenged even when the issuer would let it through.
 */
export function authenticationFlow(input: FlowInput): 'challenge' | 'frictionless' {
  if (input.issuer === 'challenge' || input.requested === 'challenge') return 'challenge';
  if (input.risk === 'elevated' || input.risk === 'highest') return 'challenge';
  return 'frictionless';
}
