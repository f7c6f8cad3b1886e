import { describe, expect, it } from 'vitest';
import { CARD_NETWORKS, partitionCardNetworks } from './networks.js';

describe('card networks', () => {
  it('lists the 18 networks of docs/confirmation.md#constants', () => {
    expect(CARD_NETWORKS).toHaveLength(18);
    expect(CARD_NETWORKS).toContain('cartes_bancaires');
  });

  it.each([
    [['visa', 'cartes_bancaires'], ['visa', 'cartes_bancaires'], []],
    [['visa', 'maestro', 'rupay'], ['visa', 'rupay'], ['maestro']],
    [[], [], []],
  ])('%o keeps %o and drops %o', (networks, known, dropped) => {
    expect(partitionCardNetworks(networks)).toEqual({ known, dropped });
  });
});
