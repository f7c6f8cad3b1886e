// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayframe } from './payframe.js';
import { envelope, type MessageType, type PayloadOf } from './protocol/index.js';

const ORIGIN = 'https://pay.example';

function frameOf(prefix: string): HTMLIFrameElement {
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.name.startsWith(prefix));
  if (!frame) throw new Error(`no ${prefix} frame`);
  if (!frame.contentWindow)
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: vi.fn() }, configurable: true });
  return frame;
}

/** A message as an element frame would post it to the merchant page. */
function fromFrame<T extends MessageType>(
  frame: HTMLIFrameElement,
  frameId: string,
  type: T,
  payload: PayloadOf<T>,
) {
  const { controllerId } = JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1)));
  window.dispatchEvent(
    new MessageEvent('message', {
      data: envelope(type, { controllerId, frameId }, payload),
      origin: ORIGIN,
      source: frame.contentWindow as MessageEventSource,
    }),
  );
}

describe('the standalone bank elements on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="iban"></div><div id="bank"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('each mounts a frame of bank.html, without an elements session', () => {
    const elements = createPayframe('pk_test_123', { origin: ORIGIN }).elements();
    for (const type of [
      'iban',
      'idealBank',
      'p24Bank',
      'epsBank',
      'fpxBank',
      'netbankingBank',
      'auBankAccount',
    ]) {
      const element = elements.create(type);
      element.mount('#bank');
      expect(frameOf(`__payframe_${type}_`).src.startsWith(`${ORIGIN}/frames/bank.html#`)).toBe(true);
      element.destroy();
    }
    expect(() => elements.create('iban') && elements.create('iban')).toThrow(
      'Can only create one Element of type iban.',
    );
  });

  it('relay change with the IBAN country and bank name, or the chosen bank, and paint the container', () => {
    const elements = createPayframe('pk_test_123', { origin: ORIGIN }).elements();
    const iban = elements.create('iban', { supportedCountries: ['SEPA'] });
    const ideal = elements.create('idealBank');
    iban.mount('#iban');
    ideal.mount('#bank');
    const seen: unknown[] = [];
    iban.on('change', (event) => seen.push(event));
    ideal.on('change', (event) => seen.push(event));
    fromFrame(frameOf('__payframe_iban_'), iban.frameId, 'element/change', {
      elementType: 'iban',
      complete: true,
      empty: false,
      country: 'NL',
      bankName: 'ABN AMRO',
    });
    fromFrame(frameOf('__payframe_idealBank_'), ideal.frameId, 'element/change', {
      elementType: 'idealBank',
      complete: true,
      empty: false,
      value: 'ing',
    });
    expect(seen).toEqual([
      { elementType: 'iban', complete: true, empty: false, country: 'NL', bankName: 'ABN AMRO' },
      { elementType: 'idealBank', complete: true, empty: false, value: 'ing' },
    ]);
    expect(document.getElementById('iban')?.className).toContain('StripeElement--complete');
  });
});
