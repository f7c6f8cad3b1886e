import type { WireError } from '@payframe/js/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeConsumerApi } from '../link/fake-consumer-api.fixture.js';
import type { ApiClient, ApiResult } from './api-client.js';
import type { ControllerContext } from './controller.js';
import { confirmWithLink, planLink } from './link-confirm.js';
import { linkSessionOn } from './link-session.fixture.js';

const PATH = '/v1/payment_intents/pi_1/confirm';
const CARD_DATA = {
  type: 'card',
  card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
};
const declined = (decline_code: string): WireError => ({
  type: 'card_error',
  code: 'card_declined',
  decline_code,
  message: 'Your card was declined.',
});

/** A controller context whose intent confirmations answer `answers` in turn. */
function context(consumers: FakeConsumerApi, answers: ApiResult[]) {
  const confirms: Array<Record<string, unknown>> = [];
  const api = {
    post: async (_path: string, body: Record<string, unknown>) => {
      confirms.push(body);
      return answers.shift() ?? { ok: true, status: 200, body: { status: 'succeeded' } };
    },
  } as unknown as ApiClient;
  const link = linkSessionOn(consumers).session;
  return { ctx: { api, link } as unknown as ControllerContext, confirms, link };
}

describe('Link confirm (docs/confirmation.md#states)', () => {
  let consumers: FakeConsumerApi;
  beforeEach(async () => {
    consumers = new FakeConsumerApi([
      {
        email: 'jenny@shop.example',
        phone: '+14155550123',
        details: [{ id: 'csmrpd_1', last4: '4242', is_default: true }],
      },
    ]);
  });

  async function signedIn(answers: ApiResult[] = []) {
    const made = context(consumers, answers);
    await made.link.handle({ action: 'lookup', email: 'jenny@shop.example' }, 'f1');
    await made.link.handle({ action: 'startVerification', type: 'SMS' }, 'f1');
    await made.link.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    return made;
  }

  it('shares the saved detail and confirms with its payment method, no card data', async () => {
    const { ctx, confirms, link } = await signedIn();
    const result = await confirmWithLink(
      ctx,
      { kind: 'saved', paymentDetailsId: 'csmrpd_1', surface: 'payment_element' },
      PATH,
      {
        client_secret: 'pi_1_secret_x',
      },
    );
    expect(result.ok).toBe(true);
    expect(confirms).toEqual([{ client_secret: 'pi_1_secret_x', payment_method: 'pm_shared_csmrpd_1' }]);
    expect(link.state.requests.confirmLinkIntent.status).toBe('SUCCESS');
  });

  it('"Pay by bank" closed before linking: the confirm fails with the closing, nothing saved or confirmed', async () => {
    const { ctx, confirms, link } = await signedIn();
    const calls: string[] = [];
    const api = {
      post: async (path: string, body: Record<string, unknown>) => {
        calls.push(path);
        if (path.endsWith('/link_account_sessions')) {
          expect(body).toMatchObject({ client_secret: 'pi_1_secret_x', payment_method_type: 'link' });
          return { ok: true, status: 200, body: { id: 'fcsess_1', client_secret: 'fcsess_1_secret_y' } };
        }
        return ctx.api.post(path, body);
      },
      credentials: { publishableKey: 'pk_test_x', apiVersion: '2024-06-20' },
    } as unknown as ApiClient;
    const displays: Array<{ manualEntry: boolean }> = [];
    const withModal = {
      ...ctx,
      api,
      options: {},
      openBankLink: async (display: { manualEntry: boolean }) => {
        displays.push(display);
        return 'canceled' as const;
      },
    } as unknown as ControllerContext;
    const result = await confirmWithLink(withModal, { kind: 'newBank' }, PATH, {
      client_secret: 'pi_1_secret_x',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'The bank account was not linked: the shopper closed the window.' },
    });
    // A Link bank account is linked at its bank: the modal offers no manual entry.
    expect(displays).toEqual([expect.objectContaining({ manualEntry: false })]);
    expect(calls).toEqual([
      '/v1/payment_intents/pi_1/link_account_sessions',
      '/v1/link_account_sessions/complete',
    ]);
    expect(confirms.filter((body) => 'payment_method' in body)).toEqual([]);
    expect(link.state.paymentDetails.map((d) => d.id)).toEqual(['csmrpd_1']);
  });

  it('re-confirms once after a retryable error', async () => {
    const down: ApiResult = { ok: false, status: 0, error: { type: 'api_connection_error', message: 'x' } };
    const { ctx, confirms } = await signedIn([down]);
    const result = await confirmWithLink(
      ctx,
      { kind: 'saved', paymentDetailsId: 'csmrpd_1', surface: 'payment_element' },
      PATH,
      {},
    );
    expect(result.ok).toBe(true);
    expect(confirms).toHaveLength(2);
  });

  it('only once: a second retryable error is the answer', async () => {
    const down: ApiResult = { ok: false, status: 0, error: { type: 'api_connection_error', message: 'x' } };
    const { ctx, confirms, link } = await signedIn([down, down]);
    const result = await confirmWithLink(
      ctx,
      { kind: 'saved', paymentDetailsId: 'csmrpd_1', surface: 'payment_element' },
      PATH,
      {},
    );
    expect(result).toMatchObject({ ok: false, error: { type: 'api_connection_error' } });
    expect(confirms).toHaveLength(2);
    expect(link.state.requests.confirmLinkIntent.status).toBe('ERROR');
  });

  it('a decline is not retried; insufficient_funds re-reads the saved details', async () => {
    const decline: ApiResult = { ok: false, status: 402, error: declined('insufficient_funds') };
    const { ctx, confirms } = await signedIn([decline]);
    const lists = () => consumers.calls.filter((c) => c.path === '/v1/consumers/payment_details/list').length;
    const before = lists();
    const result = await confirmWithLink(
      ctx,
      { kind: 'saved', paymentDetailsId: 'csmrpd_1', surface: 'payment_element' },
      PATH,
      {},
    );
    expect(result).toMatchObject({ ok: false, error: { decline_code: 'insufficient_funds' } });
    expect(confirms).toHaveLength(1);
    expect(lists()).toBe(before + 1);
  });

  it('a failed share is the confirm error, and the intent is not confirmed', async () => {
    const { ctx, confirms } = await signedIn();
    consumers.failing.add('/v1/consumers/payment_details/share');
    const result = await confirmWithLink(
      ctx,
      { kind: 'saved', paymentDetailsId: 'csmrpd_1', surface: 'payment_element' },
      PATH,
      {},
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'share_payment_details_failed' } });
    expect(confirms).toEqual([]);
  });

  it('plans the opt-in: a shared new card, or the plain card when the consumer API fails', async () => {
    const signUp = {
      kind: 'signUp' as const,
      email: 'new@shop.example',
      phone: '+12015550123',
      country: 'US',
    };
    const collected = { ok: true as const, type: 'card', data: CARD_DATA, link: signUp };
    const { ctx } = context(consumers, []);
    expect(await planLink(ctx, collected)).toEqual({
      kind: 'shared',
      paymentMethod: expect.stringMatching(/^pm_shared_/),
    });
    consumers.failing.add('/v1/consumers/accounts/sign_up');
    const other = { ...collected, link: { ...signUp, email: 'other@shop.example' } };
    expect(await planLink(context(consumers, []).ctx, other)).toEqual({ kind: 'plain' });
    expect(await planLink(ctx, { ok: true, type: 'card', data: CARD_DATA })).toEqual({ kind: 'plain' });
  });
});
