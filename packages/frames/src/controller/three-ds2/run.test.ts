import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../api-client.js';
import { CHALLENGE_COMPLETE_ATTEMPTS, completeChallenge, threeDS2StepOf } from './run.js';

/** An API that answers challenge_complete with the given statuses in turn. */
function answering(statuses: number[]) {
  const calls: string[] = [];
  const api = {
    async post(path: string): Promise<ApiResult> {
      calls.push(path);
      const status = statuses[calls.length - 1] ?? 200;
      if (status === 200) return { ok: true, body: { state: 'succeeded' } };
      return { ok: false, status, error: { type: 'invalid_request_error', message: 'not yet' } };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('3ds2/challenge_complete', () => {
  it('retries on HTTP 400 until it succeeds, within 3 attempts', async () => {
    const { api, calls } = answering([400, 400, 200]);
    const answer = await completeChallenge(api, { source: 'src_1' });
    expect(answer.ok).toBe(true);
    expect(calls).toEqual(Array(3).fill('/v1/3ds2/challenge_complete'));
  });

  it('gives up after 3 attempts', async () => {
    const { api, calls } = answering([400, 400, 400, 200]);
    const answer = await completeChallenge(api, { source: 'src_1' });
    expect(answer.ok).toBe(false);
    expect(calls).toHaveLength(CHALLENGE_COMPLETE_ATTEMPTS);
  });

  it('does not retry other failures', async () => {
    const { api, calls } = answering([404]);
    expect((await completeChallenge(api, { source: 'src_1' })).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe('the 3-D Secure 2 next action', () => {
  it('reads the source and the challenge page of stripe_3ds2_fingerprint only', () => {
    const intent = {
      next_action: {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'stripe_3ds2_fingerprint',
          three_d_secure_2_source: 'src_1',
          stripe_js: 'http://x/test/3ds/src_1',
        },
      },
    };
    expect(threeDS2StepOf(intent)).toEqual({ source: 'src_1', challengeUrl: 'http://x/test/3ds/src_1' });
    expect(
      threeDS2StepOf({
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      }),
    ).toBeNull();
  });
});
