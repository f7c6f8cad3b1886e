import type { AppApprovalDisplay, QrCodeDisplay } from '@payframe/js/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ControllerContext } from './controller.js';
import { APPROVAL_SECONDS, pollDelay, runAppApproval, runQrCode } from './qr-code.js';

const intent = {
  object: 'payment_intent',
  id: 'pi_1',
  client_secret: 'pi_1_secret_x',
  amount: 2000,
  currency: 'cny',
  status: 'requires_action',
};
const display = { method: 'wechat_pay', data: 'http://p/test/redirect/src_1?token=t', expiresAt: null };

/** A controller whose API answers the given statuses in turn (then the last one). */
function fakeContext(statuses: string[]) {
  let reads = 0;
  let cancel: () => void = () => {};
  const shown: QrCodeDisplay[] = [];
  const hide = vi.fn();
  const get = vi.fn(async (_path: string, query: Record<string, unknown>) => {
    expect(query).toEqual({ client_secret: 'pi_1_secret_x' });
    const status = statuses[Math.min(reads++, statuses.length - 1)]!;
    return { ok: true as const, status: 200, body: { ...intent, status } };
  });
  const approvals: AppApprovalDisplay[] = [];
  const ctx = {
    api: { get },
    options: { locale: 'fr' },
    showQr(qr: QrCodeDisplay) {
      shown.push(qr);
      return { canceled: new Promise<void>((resolve) => (cancel = resolve)), hide };
    },
    showApproval(approval: AppApprovalDisplay) {
      approvals.push(approval);
      return { canceled: new Promise<void>((resolve) => (cancel = resolve)), hide };
    },
  } as unknown as ControllerContext;
  return { ctx, get, hide, shown, approvals, cancel: () => cancel() };
}

describe('runQrCode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('backs off from 1 s to 3 s between reads', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollDelay)).toEqual([1000, 1500, 2000, 2500, 3000, 3000]);
  });

  it('shows the code with the amount and reads the intent until it is paid, then hides the modal', async () => {
    const f = fakeContext(['requires_action', 'requires_action', 'succeeded']);
    const done = runQrCode(f.ctx, intent, display);
    expect(f.shown).toEqual([{ ...display, amount: 2000, currency: 'cny', locale: 'fr' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500 + 2000);
    await expect(done).resolves.toEqual({ intent: { ...intent, status: 'succeeded' } });
    expect(f.get).toHaveBeenCalledTimes(3);
    expect(f.hide).toHaveBeenCalledTimes(1);
  });

  it('gives the failed intent back for the caller to read its last error', async () => {
    const f = fakeContext(['requires_payment_method']);
    const done = runQrCode(f.ctx, intent, display);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toMatchObject({ intent: { status: 'requires_payment_method' } });
  });

  it('closing the modal stops reading and answers an error with the intent still requiring action', async () => {
    const f = fakeContext(['requires_action']);
    const done = runQrCode(f.ctx, intent, display);
    await vi.advanceTimersByTimeAsync(1000);
    f.cancel();
    const result = await done;
    expect(result).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        payment_intent: { status: 'requires_action' },
      },
    });
    const reads = f.get.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.get).toHaveBeenCalledTimes(reads);
    expect(f.hide).not.toHaveBeenCalled();
  });
});

describe('runAppApproval (BLIK)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('shows the wait with the time left to approve, and reads the intent until the bank answers', async () => {
    const f = fakeContext(['requires_action', 'succeeded']);
    const done = runAppApproval(f.ctx, intent, 'blik');
    expect(f.approvals).toEqual([
      {
        method: 'blik',
        amount: 2000,
        currency: 'cny',
        locale: 'fr',
        expiresAt: 1_700_000_000 + APPROVAL_SECONDS,
      },
    ]);
    await vi.advanceTimersByTimeAsync(1000 + 1500);
    await expect(done).resolves.toEqual({ intent: { ...intent, status: 'succeeded' } });
    expect(f.hide).toHaveBeenCalledTimes(1);
  });

  it('closing the wait rejects, the payment still waiting for the bank', async () => {
    const f = fakeContext(['requires_action']);
    const done = runAppApproval(f.ctx, intent, 'blik');
    f.cancel();
    await expect(done).resolves.toMatchObject({
      error: {
        code: 'payment_intent_unexpected_state',
        message: 'The payment was closed before it was approved in the banking app.',
      },
    });
  });
});
