import { describe, expect, it } from 'vitest';
import { type Bank, findBank, isBankId } from './bank.js';
import { EPS_BANKS } from './eps-banks.js';
import { FPX_BANKS } from './fpx-banks.js';
import { IDEAL_BANKS } from './ideal-banks.js';
import { NETBANKING_BANKS } from './netbanking-banks.js';
import { P24_BANKS } from './p24-banks.js';

const LISTS: ReadonlyArray<readonly [string, readonly Bank[]]> = [
  ['ideal', IDEAL_BANKS],
  ['fpx', FPX_BANKS],
  ['p24', P24_BANKS],
  ['eps', EPS_BANKS],
  ['netbanking', NETBANKING_BANKS],
];

describe('bank lists', () => {
  it('has the iDEAL banks of docs/confirmation.md#entities, in its order', () => {
    expect(IDEAL_BANKS.map((bank) => bank.id)).toEqual([
      'abn_amro',
      'asn_bank',
      'bunq',
      'ing',
      'knab',
      'n26',
      'nn',
      'rabobank',
      'regiobank',
      'revolut',
      'sns_bank',
      'triodos_bank',
      'van_lanschot',
      'yoursafe',
    ]);
  });

  it.each(LISTS)('%s: ids are unique snake_case and every bank has a display name', (_, banks) => {
    const ids = banks.map((bank) => bank.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const bank of banks) {
      expect(bank.id).toMatch(/^[a-z0-9_]+$/);
      expect(bank.name.trim()).not.toBe('');
    }
  });

  it('finds banks by id', () => {
    expect(findBank(IDEAL_BANKS, 'rabobank')).toEqual({ id: 'rabobank', name: 'Rabobank', bic: 'RABONL2U' });
    expect(findBank(IDEAL_BANKS, 'moneyou')).toBeUndefined();
    expect(isBankId(FPX_BANKS, 'maybank2u')).toBe(true);
    expect(isBankId(EPS_BANKS, 'maybank2u')).toBe(false);
  });
});
