import { describe, expect, it } from 'vitest';
import { DefaultRiskEngine, type RiskSignals } from '../risk/index.js';

const base: RiskSignals = {
  livemode: false,
  amountInUsd: 20,
  cardCountry: 'US',
  ipAddress: '203.0.113.5',
  ipCountry: null,
  billingCountry: 'US',
  email: null,
  declinePressure: 0,
  history: { charges: 0, amountUsd: 0 },
};

describe('the passive captcha as a risk signal', () => {
  const engine = new DefaultRiskEngine();

  it.each([
    ['passed', 10, null],
    ['absent', 10, null],
    [null, 10, null],
    ['failed', 30, 'captcha'],
  ] as const)('a %s captcha scores %i and asks for the challenge %s', (captcha, score, challenge) => {
    const assessment = engine.assess({ ...base, captcha });
    expect(assessment).toMatchObject({ score, challenge });
    expect(assessment.reasons.includes('captcha_failed')).toBe(captcha === 'failed');
  });
});
