import { describe, expect, it } from 'vitest';
import {
  ATTACH_FIRST_DELAY_MS,
  ATTACH_MAX_RETRIES,
  ATTACH_RETRY_INTERVAL_MS,
  attachWithRetry,
} from './attach-retry.js';
import type { BankAnswer } from './bank-api.js';

const notYet: BankAnswer = {
  ok: false,
  status: 202,
  message: 'No accounts were returned.',
  code: 'instant_verification_incomplete',
};

function scripted(answers: BankAnswer[], last: BankAnswer) {
  let calls = 0;
  const waits: number[] = [];
  return {
    attach: async () => answers[calls++] ?? last,
    wait: async (ms: number) => {
      waits.push(ms);
    },
    waits,
  };
}

describe('attachWithRetry', () => {
  it('waits a second, then asks again every 250 ms while the answer is 202', async () => {
    const done: BankAnswer = { ok: true, body: { payment_account: 'fca_1' } };
    const s = scripted([notYet, notYet, notYet], done);
    expect(await attachWithRetry(s.attach, s.wait)).toEqual(done);
    expect(s.waits).toEqual([
      ATTACH_FIRST_DELAY_MS,
      ATTACH_RETRY_INTERVAL_MS,
      ATTACH_RETRY_INTERVAL_MS,
      ATTACH_RETRY_INTERVAL_MS,
    ]);
    expect([ATTACH_FIRST_DELAY_MS, ATTACH_RETRY_INTERVAL_MS, ATTACH_MAX_RETRIES]).toEqual([1000, 250, 180]);
  });

  it('gives up after 180 retries with instant_verification_incomplete', async () => {
    const { code: _code, ...bare } = notYet as Extract<BankAnswer, { ok: false }>;
    const s = scripted([], bare);
    const answer = await attachWithRetry(s.attach, s.wait);
    expect(answer).toMatchObject({
      ok: false,
      status: 202,
      code: 'instant_verification_incomplete',
      message: 'No accounts were returned.',
    });
    expect(s.waits).toHaveLength(1 + ATTACH_MAX_RETRIES);
  });

  it('does not retry any other error', async () => {
    const refused: BankAnswer = { ok: false, status: 400, message: 'This session is already completed.' };
    const s = scripted([refused], notYet);
    expect(await attachWithRetry(s.attach, s.wait)).toEqual(refused);
    expect(s.waits).toEqual([ATTACH_FIRST_DELAY_MS]);
  });
});
