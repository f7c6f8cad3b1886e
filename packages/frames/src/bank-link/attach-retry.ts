import type { BankAnswer } from './bank-api.js';

/**
 * How long the modal waits for a bank to hand over a linked account's numbers: a first ask
 * after a second, then one every quarter second, 180 more at most (about 46 seconds in all).
 */
export const ATTACH_FIRST_DELAY_MS = 1000;
export const ATTACH_RETRY_INTERVAL_MS = 250;
export const ATTACH_MAX_RETRIES = 180;

/** The error a bank search is reset for: the account could not be verified in time. */
export const INSTANT_VERIFICATION_INCOMPLETE = 'instant_verification_incomplete';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Attaches the linked account as the session's payment account, asking again for as long as
 * the answer is 202 (no account returned yet). Giving up answers with the last 202's error,
 * whose code is `instant_verification_incomplete`; any other answer is returned as it came.
 */
export async function attachWithRetry(
  attach: () => Promise<BankAnswer>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<BankAnswer> {
  await wait(ATTACH_FIRST_DELAY_MS);
  let answer = await attach();
  for (let retry = 0; retry < ATTACH_MAX_RETRIES && !answer.ok && answer.status === 202; retry++) {
    await wait(ATTACH_RETRY_INTERVAL_MS);
    answer = await attach();
  }
  if (!answer.ok && answer.status === 202) {
    return { ...answer, code: INSTANT_VERIFICATION_INCOMPLETE };
  }
  return answer;
}
