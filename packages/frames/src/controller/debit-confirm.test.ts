import { describe, expect, it, vi } from 'vitest';
import type { ControllerContext } from './controller.js';
import { confirmDebit } from './debit-confirm.js';
import { checkMethodConfirm, methodConfirm } from './method-confirms.js';

const PI_SECRET = 'pi_1_secret_abc';
const SI_SECRET = 'seti_1_secret_abc';
const holder = { name: 'Jenny Rosen', email: 'jenny@example.com' };
const agreement = {
  payment_schedule: 'interval',
  transaction_type: 'personal',
  interval_description: 'Monthly',
};

/**
 * A controller whose modals answer as told, whose API knows one intent and confirms it. The
 * intent verifies by microdeposits unless told (so the numbers are typed in the debit modal);
 * `bank` is what the bank-linking modal ends with, for an intent that verifies instantly.
 */
function fakeContext(
  modal: Record<string, string> | null,
  attached: string | null = null,
  link: { verification: string; bank: 'linked' | 'manual' | 'canceled' } = {
    verification: 'microdeposits',
    bank: 'canceled',
  },
) {
  const get = vi.fn(async () => ({
    ok: true,
    status: 200,
    body: { id: 'pi_1', amount: 4200, currency: 'cad', payment_method: attached },
  }));
  const post = vi.fn(async (path: string, _body: Record<string, unknown>) => {
    if (path.endsWith('/acss_sessions'))
      return {
        ok: true,
        status: 200,
        body: { object: 'acss_session', mandate_options: agreement, verification_method: link.verification },
      };
    if (path.endsWith('/pi_1/link_account_sessions'))
      return { ok: true, status: 200, body: { id: 'fcsess_1', client_secret: 'fcsess_1_secret_x' } };
    if (path === '/v1/link_account_sessions/complete') {
      const data =
        link.bank === 'linked'
          ? [{ id: 'fca_1', institution_name: 'Payframe Test Bank Canada', last4: '6789' }]
          : [];
      return { ok: true, status: 200, body: { accounts: { data } } };
    }
    if (path.endsWith('/link_account_sessions/fcsess_1/attach'))
      return { ok: true, status: 200, body: { id: 'pi_1', payment_method: 'pm_linked' } };
    if (path.endsWith('/confirm'))
      return { ok: true, status: 200, body: { id: 'pi_1', object: 'payment_intent', status: 'processing' } };
    throw new Error(`unexpected ${path}`);
  });
  const openDebit = vi.fn(async () => modal);
  const openBankLink = vi.fn(async () => (link.bank === 'canceled' ? 'canceled' : 'done'));
  const ctx = {
    api: { get, post, credentials: { publishableKey: 'pk_test_1', apiVersion: null } },
    options: {},
    session: null,
    openDebit,
    openBankLink,
  } as unknown as ControllerContext;
  return { ctx, post, openDebit, openBankLink };
}

async function run(
  ctx: ControllerContext,
  name: string,
  secret: string,
  data: unknown,
  options: unknown = undefined,
) {
  const call = methodConfirm(name)!;
  const checked = checkMethodConfirm(call, { clientSecret: secret, data, options: {} });
  if ('integrationError' in checked) return checked;
  return confirmDebit(ctx, call, { ...checked, handleActions: false }, options);
}

const confirmBody = (post: ReturnType<typeof fakeContext>['post']) =>
  post.mock.calls.find(([path]) => path.endsWith('/confirm'))?.[1] as Record<string, any> | undefined;

describe('confirmAcssDebitPayment with an account verified instantly', () => {
  const pay = (f: ReturnType<typeof fakeContext>) =>
    run(f.ctx, 'confirmAcssDebitPayment', PI_SECRET, { payment_method: { billing_details: holder } });

  it('links the account at the bank, shows it in the PAD agreement, and confirms with the linked payment method', async () => {
    const f = fakeContext({}, null, { verification: 'automatic', bank: 'linked' });
    expect(await pay(f)).toEqual({
      paymentIntent: { id: 'pi_1', object: 'payment_intent', status: 'processing' },
    });
    expect(f.openBankLink).toHaveBeenCalledWith(expect.objectContaining({ manualEntry: true }));
    expect(
      f.post.mock.calls.find(([path]) => path.endsWith('/pi_1/link_account_sessions'))?.[1],
    ).toMatchObject({
      payment_method_type: 'acss_debit',
      payment_method_data: { billing_details: holder },
    });
    expect(f.openDebit).toHaveBeenCalledWith(
      expect.objectContaining({
        collect: false,
        account: { bank: 'Payframe Test Bank Canada', last4: '6789' },
      }),
    );
    expect(confirmBody(f.post)).toMatchObject({
      payment_method: 'pm_linked',
      mandate_data: expect.any(Object),
    });
    expect(confirmBody(f.post)?.payment_method_data).toBeUndefined();
  });

  it('"Enter bank details manually" hands over to the PAD form; instant offers no manual entry; closing confirms nothing', async () => {
    const manual = fakeContext(
      { institution_number: '000', transit_number: '11000', account_number: '000123456789' },
      null,
      {
        verification: 'automatic',
        bank: 'manual',
      },
    );
    await pay(manual);
    expect(manual.openDebit).toHaveBeenCalledWith(expect.objectContaining({ collect: true, account: null }));
    expect(confirmBody(manual.post)?.payment_method_data.acss_debit.account_number).toBe('000123456789');
    const instant = fakeContext({}, null, { verification: 'instant', bank: 'canceled' });
    expect(await pay(instant)).toEqual({
      error: expect.objectContaining({ code: 'incomplete_payment_details' }),
    });
    expect(instant.openBankLink).toHaveBeenCalledWith(expect.objectContaining({ manualEntry: false }));
    expect(instant.openDebit).not.toHaveBeenCalled();
    expect(confirmBody(instant.post)).toBeUndefined();
  });
});

describe('confirmAcssDebitPayment and confirmBacsDebitSetup', () => {
  it('collects the numbers in the modal, shows the PAD agreement, and confirms with the mandate accepted online', async () => {
    const typed = { institution_number: '000', transit_number: '11000', account_number: '000123456789' };
    const f = fakeContext(typed);
    const result = await run(f.ctx, 'confirmAcssDebitPayment', PI_SECRET, {
      payment_method: { billing_details: holder },
    });
    expect(result).toEqual({ paymentIntent: { id: 'pi_1', object: 'payment_intent', status: 'processing' } });
    expect(f.openDebit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'acss_debit',
        collect: true,
        mandate: true,
        amount: 4200,
        currency: 'cad',
        account: null,
        mandateOptions: {
          paymentSchedule: 'interval',
          transactionType: 'personal',
          intervalDescription: 'Monthly',
        },
      }),
    );
    expect(confirmBody(f.post)).toEqual({
      client_secret: PI_SECRET,
      use_stripe_sdk: true,
      payment_method_data: { type: 'acss_debit', acss_debit: typed, billing_details: holder },
      mandate_data: { customer_acceptance: { type: 'online', online: { infer_from_client: true } } },
    });
  });

  it('numbers passed by the merchant are only shown masked; skipMandate with a PaymentMethod id opens nothing', async () => {
    const f = fakeContext({});
    await run(f.ctx, 'confirmBacsDebitSetup', SI_SECRET, {
      payment_method: {
        bacs_debit: { sort_code: '108800', account_number: '00012345' },
        billing_details: {
          ...holder,
          address: { line1: '10 Downing Street', city: 'London', country: 'GB' },
        },
      },
    });
    expect(f.openDebit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'bacs_debit',
        collect: false,
        amount: null,
        account: { bank: '108800', last4: '2345' },
        holder: { ...holder, address: '10 Downing Street, London, GB' },
        mandateOptions: null,
      }),
    );
    expect(confirmBody(f.post)?.payment_method_data.bacs_debit).toEqual({
      sort_code: '108800',
      account_number: '00012345',
    });
    const skipped = fakeContext(null);
    await run(
      skipped.ctx,
      'confirmAcssDebitPayment',
      PI_SECRET,
      { payment_method: 'pm_1' },
      { skipMandate: true },
    );
    expect(skipped.openDebit).not.toHaveBeenCalled();
    expect(confirmBody(skipped.post)).toMatchObject({
      payment_method: 'pm_1',
      mandate_data: expect.any(Object),
    });
  });

  it('a closed modal confirms nothing and names what is missing; a holder without name or e-mail is an integration error', async () => {
    const acss = fakeContext(null);
    expect(
      await run(acss.ctx, 'confirmAcssDebitPayment', PI_SECRET, {
        payment_method: { billing_details: holder },
      }),
    ).toEqual({
      error: expect.objectContaining({ type: 'validation_error', code: 'incomplete_payment_details' }),
    });
    expect(confirmBody(acss.post)).toBeUndefined();
    const bacs = fakeContext(null);
    expect(
      await run(bacs.ctx, 'confirmBacsDebitSetup', SI_SECRET, {
        payment_method: { billing_details: holder },
      }),
    ).toEqual({ error: expect.objectContaining({ code: 'modify_bacs_debit_bank_details' }) });
    const nameless = fakeContext({});
    expect(
      await run(nameless.ctx, 'confirmAcssDebitPayment', PI_SECRET, {
        payment_method: { billing_details: { email: holder.email } },
      }),
    ).toEqual({
      integrationError: {
        message:
          'Missing value for stripe.confirmAcssDebitPayment: payment_method.billing_details.name should be a string.',
        param: 'payment_method.billing_details.name',
      },
    });
    // Nothing given and nothing attached to the intent: nothing to debit.
    expect(await run(nameless.ctx, 'confirmAcssDebitPayment', PI_SECRET, undefined)).toMatchObject({
      integrationError: { param: 'payment_method' },
    });
    // Bacs is only set up this way (a payment goes through confirmPayment).
    expect(methodConfirm('confirmBacsDebitPayment')).toBeNull();
  });
});
