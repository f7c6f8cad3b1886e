// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntegrationError } from './integration-error.js';
import { createPayframe } from './payframe.js';

const ORIGIN = 'https://pay.example';

function hashOf(prefix: string): Record<string, string> {
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.name.startsWith(prefix));
  if (!frame) throw new Error(`no ${prefix} frame`);
  return JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1)));
}

describe('locale and billing options on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="pay"></div>';
    // happy-dom loads no frame pages and says so on the console for every iframe.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('hands the locale to the frames: elements() over Payframe(), auto meaning Payframe()', () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN, locale: 'de' });
    payframe.elements({ clientSecret: 'pi_1_secret_a', locale: 'fr-CA' }).create('payment').mount('#pay');
    expect(hashOf('__payframe_payment').locale).toBe('fr-CA');
    document.body.innerHTML = '<div id="pay"></div>';
    payframe.elements({ clientSecret: 'pi_1_secret_a' }).create('payment').mount('#pay');
    expect(hashOf('__payframe_payment').locale).toBe('de');
  });

  it('an unknown locale warns and falls back to auto, never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN, locale: 'klingon' });
    payframe.elements({ clientSecret: 'pi_1_secret_a', locale: 'xx-YY' }).create('payment').mount('#pay');
    expect(hashOf('__payframe_payment').locale).toBe('auto');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unsupported locale: klingon'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unsupported locale: xx-YY'));
  });

  it('rejects confirmPayment when a field set to never is not passed', async () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const elements = payframe.elements({ clientSecret: 'pi_1_secret_a' });
    elements.create('payment', { fields: { billingDetails: { name: 'never' } } }).mount('#pay');
    const confirming = payframe.confirmPayment({ elements, redirect: 'if_required' });
    await expect(confirming).rejects.toThrow(IntegrationError);
    await expect(confirming).rejects.toThrow(
      'You specified "never" for fields.billing_details.name when creating the payment Element, but did not pass confirmParams.payment_method_data.billing_details.name when calling stripe.confirmPayment().',
    );
  });
});
