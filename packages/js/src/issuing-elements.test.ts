// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayframe } from './payframe.js';

const ORIGIN = 'https://pay.example';

const hashOf = (frame: HTMLIFrameElement) => JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1)));

describe('the issuing card display elements on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="number"></div><div id="copy"></div><div id="copy-cvc"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('mount frames of issuingCard.html that may write the clipboard', () => {
    const elements = createPayframe('pk_test_123', { origin: ORIGIN }).elements();
    const options = { issuingCard: 'ic_1', nonce: 'ephkn_pub_1', ephemeralKeySecret: 'ek_test_1' };
    elements.create('issuingCardNumberDisplay', options).mount('#number');
    const frame = document.querySelector<HTMLIFrameElement>(
      'iframe[name^="__payframe_issuingCardNumberDisplay_"]',
    )!;
    expect(new URL(frame.src).pathname).toBe('/frames/issuingCard.html');
    expect(hashOf(frame).component).toBe('issuingCardNumberDisplay');
    expect(frame.allow).toContain('clipboard-write');
  });

  it("gives a copy button without card options those of the group's display element, one button per value", () => {
    const elements = createPayframe('pk_test_123', { origin: ORIGIN }).elements();
    const options = { issuingCard: 'ic_1', nonce: 'ephkn_pub_1', ephemeralKeySecret: 'ek_test_1' };
    elements.create('issuingCardNumberDisplay', options);
    const copy = elements.create('issuingCardCopyButton', { toCopy: 'number' });
    expect(copy.currentOptions_).toEqual({ ...options, toCopy: 'number' });
    expect(() => elements.create('issuingCardCopyButton', { toCopy: 'cvc' })).not.toThrow();
    expect(() => elements.create('issuingCardCopyButton', { toCopy: 'number' })).toThrow(
      /one Element of type issuingCardCopyButton/,
    );
  });

  it('createEphemeralKeyNonce needs an issuing card id', async () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    await expect(payframe.createEphemeralKeyNonce({})).resolves.toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('issuingCard') },
    });
  });
});
