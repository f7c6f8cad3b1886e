import { describe, expect, it } from 'vitest';
import { SAVEABLE_PAYMENT_METHOD_TYPES } from '../constants/elements.js';
import { isBlikCode } from './blik.js';
import { METHOD_DESCRIPTORS, methodDescriptor } from './registry.js';

const EACH = METHOD_DESCRIPTORS.map((descriptor) => [descriptor.type, descriptor] as const);

describe('the payment method descriptors', () => {
  it('list each type once, card first, and find them by type', () => {
    const types = METHOD_DESCRIPTORS.map((descriptor) => descriptor.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types[0]).toBe('card');
    for (const descriptor of METHOD_DESCRIPTORS) expect(methodDescriptor(descriptor.type)).toBe(descriptor);
    expect(methodDescriptor('nonsense')).toBeUndefined();
    expect(methodDescriptor('toString')).toBeUndefined();
  });

  it.each(EACH)(
    '%s: its fields name where their values go, its currencies are lower-case, a reusable one can be saved',
    (_type, descriptor) => {
      for (const field of descriptor.fields) {
        if (field.kind !== 'mandate') expect(field.apiPath).toMatch(/^[a-z0-9_]+(\[[a-z_]+\])*$/);
        if (field.kind === 'selector') expect(field.banks.length).toBeGreaterThan(0);
        if (field.kind === 'country') expect(field.countries.length).toBeGreaterThan(0);
      }
      for (const currency of descriptor.currencies ?? []) expect(currency).toMatch(/^[a-z]{3}$/);
      for (const country of descriptor.countries ?? []) expect(country).toMatch(/^[A-Z]{2}$/);
      // The save checkbox's types are Stripe's own list, where BECS, PAD and Bacs are not: they are saved by a SetupIntent.
      // A method set up by approving a mandate in its app or at its site (Cash App Pay, Amazon
      // Pay) is not one a shopper ticks to save.
      const setUpOnly = ['au_becs_debit', 'acss_debit', 'bacs_debit'].includes(descriptor.type);
      const approved = descriptor.nextAction === 'qr' || descriptor.nextAction === 'redirect';
      if (descriptor.reusable && !setUpOnly && !approved)
        expect(SAVEABLE_PAYMENT_METHOD_TYPES).toContain(descriptor.type);
    },
  );

  it.each(EACH)(
    '%s is coherent: its mandate, next action, settlement and test outcomes agree',
    (_type, d) => {
      // A mandate field shows the mandate text, and text without a field is never shown.
      expect(d.fields.some((field) => field.kind === 'mandate')).toBe(d.mandate !== null);
      if (d.mandate !== null) expect(d.mandate).toMatch(/^[a-z_]+\.[a-zA-Z_]+$/);
      // A redirect method's next action is the redirect, and only a card authenticates.
      expect(d.flow === 'redirect').toBe(d.nextAction === 'redirect');
      expect(d.flow === 'card').toBe(d.nextAction === 'three_d_secure');
      // A QR code method shows its code as the next action; an app method waits for the app.
      expect(d.flow === 'qr').toBe(d.nextAction === 'qr');
      // A voucher method shows its voucher, valid for the days its terms say.
      expect(d.flow === 'voucher').toBe(d.nextAction === 'voucher');
      expect(d.voucher !== undefined).toBe(d.flow === 'voucher');
      if (d.voucher) {
        expect(d.voucher.minDays).toBeLessThanOrEqual(d.voucher.defaultDays);
        expect(d.voucher.defaultDays).toBeLessThanOrEqual(d.voucher.maxDays);
      }
      expect(d.flow === 'app').toBe(d.nextAction === 'app_approval');
      // A debit settles later; what is paid at the bank or by card is paid at once.
      if (d.flow === 'bank_debit') expect(d.settlement).not.toBe('immediate');
      else expect(d.settlement).toBe('immediate');
      // Reusable: a setup leaves something to charge later, so no one-off voucher; a reusable QR
      // code method is approved in its app, mandate and all (Cash App Pay).
      if (d.reusable) expect(d.nextAction).not.toBe('voucher');
      // The test outcomes include a success and a failure, through the page this method's next action shows.
      const statuses = d.testOutcomes.map((outcome) => outcome.status);
      expect(statuses.some((status) => status.includes('succeeded'))).toBe(true);
      expect(
        statuses.some((status) => status === 'requires_payment_method' || status.includes('failed')),
      ).toBe(true);
      for (const outcome of d.testOutcomes) {
        if ('page' in outcome.input) expect(outcome.input.page).toBe(d.nextAction);
        // A field's test value is typed into a field the method has.
        if ('field' in outcome.input && outcome.input.field === 'blik_code')
          expect(d.fields.some((field) => field.kind === 'blik_code')).toBe(true);
        if (outcome.status.startsWith('processing')) expect(d.settlement).not.toBe('immediate');
        if (!outcome.status.endsWith('succeeded')) expect(outcome.code).toMatch(/^[a-z_]+$/);
        // A voucher's outcomes come after it is shown, and only a voucher has them.
        expect(outcome.status.startsWith('requires_action_then_')).toBe(d.nextAction === 'voucher');
      }
    },
  );

  it.each(EACH)('%s: shown in the Payment Element, it has a label message and a mark', (_type, d) => {
    expect(d.display.label).toBe(`method.${d.type}`);
    const { icon } = d.display;
    if (icon.kind === 'badge') {
      expect(icon.text).toMatch(/^[A-Za-z0-9]{1,3}$/);
      expect(icon.background).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(icon.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
  });

  it("describe the vouchers in their only currency and country, with Stripe's bounds", () => {
    expect(methodDescriptor('oxxo')).toMatchObject({
      currencies: ['mxn'],
      countries: ['MX'],
      amountLimits: { mxn: { min: 1_000, max: 1_000_000 } },
      voucher: { defaultDays: 3, minDays: 1, maxDays: 7 },
    });
    expect(methodDescriptor('boleto')?.fields.map((field) => field.kind)).toEqual([
      'name',
      'email',
      'tax_id',
      'billing_address',
    ]);
    expect(methodDescriptor('konbini')?.fields).toContainEqual({
      kind: 'phone',
      apiPath: 'billing_details[phone]',
      optional: true,
    });
    expect(methodDescriptor('konbini')?.amountLimits).toEqual({ jpy: { min: 120, max: 300_000 } });
    expect(methodDescriptor('multibanco')).toMatchObject({
      currencies: ['eur'],
      fields: [{ kind: 'email' }],
      voucher: { configurable: false, defaultDays: 7 },
    });
  });

  it('say how each pays: a card at once, a redirect at the bank, a debit later', () => {
    expect(methodDescriptor('card')?.flow).toBe('card');
    expect(methodDescriptor('sepa_debit')).toMatchObject({
      flow: 'bank_debit',
      currencies: ['eur'],
      reusable: true,
      mandate: 'sepa.mandate',
      settlement: 'can_fail_later',
    });
    for (const type of ['ideal', 'bancontact', 'giropay', 'eps', 'p24', 'sofort'])
      expect(methodDescriptor(type)).toMatchObject({ flow: 'redirect', nextAction: 'redirect' });
    for (const type of ['wechat_pay', 'paynow', 'promptpay', 'pix'])
      expect(methodDescriptor(type)).toMatchObject({ flow: 'qr', nextAction: 'qr', reusable: false });
  });

  it('describes the app methods: Pix, Cash App Pay, Alipay and BLIK', () => {
    expect(methodDescriptor('pix')).toMatchObject({
      countries: ['BR'],
      currencies: ['brl'],
      automatic: false,
    });
    expect(methodDescriptor('pix')?.testOutcomes.map((o) => 'page' in o.input && o.input.button)).toEqual([
      'Authorize',
      'Fail',
      'Expire',
    ]);
    expect(methodDescriptor('cashapp')).toMatchObject({
      flow: 'qr',
      countries: ['US'],
      currencies: ['usd'],
      reusable: true,
    });
    expect(methodDescriptor('alipay')).toMatchObject({
      flow: 'redirect',
      nextAction: 'redirect',
      reusable: false,
    });
    expect(methodDescriptor('alipay')?.currencies).toEqual(
      expect.arrayContaining(['cny', 'usd', 'eur', 'hkd']),
    );
    expect(methodDescriptor('blik')).toMatchObject({
      flow: 'app',
      nextAction: 'app_approval',
      countries: ['PL'],
      currencies: ['pln'],
      fields: [{ kind: 'blik_code', apiPath: 'payment_method_options[blik][code]' }],
    });
  });

  it('takes a BLIK code of exactly 6 digits', () => {
    expect(isBlikCode('123456')).toBe(true);
    for (const code of ['', '12345', '1234567', '12345a', ' 123456', '12 345'])
      expect(isBlikCode(code)).toBe(false);
  });
});
