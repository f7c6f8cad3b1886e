import { describe, expect, it } from 'vitest';
import { authenticationFlow, type FlowInput } from './decision.js';

describe('3-D Secure 2 flow', () => {
  it.each<[FlowInput, 'challenge' | 'frictionless']>([
    [{ issuer: 'challenge', risk: 'normal', requested: 'automatic' }, 'challenge'],
    [{ issuer: 'frictionless', risk: 'normal', requested: 'any' }, 'frictionless'],
    [{ issuer: 'frictionless', risk: null, requested: null }, 'frictionless'],
    [{ issuer: 'frictionless', risk: 'elevated', requested: 'any' }, 'challenge'],
    [{ issuer: 'frictionless', risk: 'highest', requested: 'any' }, 'challenge'],
    [{ issuer: 'frictionless', risk: 'normal', requested: 'challenge' }, 'challenge'],
  ])('%j → %s', (input, flow) => {
    expect(authenticationFlow(input)).toBe(flow);
  });
});
