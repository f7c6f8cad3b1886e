import { describe, expect, it } from 'vitest';
import { type FrameHash, frameDocument, frameUrl, parseFrameHash } from './frame-url.js';

const hash: FrameHash = {
  component: 'payment',
  controllerId: 'ctrl_1',
  frameId: 'payment-1',
  parentOrigin: 'https://shop.example',
  apiVersion: '2020-08-27',
  locale: 'auto',
};

describe('frame URLs', () => {
  it('puts the frame settings in the hash and reads them back', () => {
    const url = new URL(frameUrl('https://pay.example', hash));
    expect(url.origin + url.pathname).toBe('https://pay.example/frames/payment.html');
    expect(parseFrameHash(url.hash)).toEqual(hash);
  });

  it('loads every card element from the card document, and each other component from its own', () => {
    for (const component of ['card', 'cardNumber', 'cardExpiry', 'cardCvc', 'postalCode'] as const) {
      expect(frameDocument(component)).toBe('card.html');
    }
    expect(frameDocument('controller')).toBe('controller.html');
    expect(frameDocument('address')).toBe('address.html');
    expect(frameDocument('currencySelector')).toBe('currencySelector.html');
  });

  it('carries the loader option', () => {
    const url = new URL(frameUrl('https://pay.example', { ...hash, loader: 'never' }));
    expect(parseFrameHash(url.hash)?.loader).toBe('never');
  });

  it.each([
    '',
    '#',
    '#not-json',
    `#${encodeURIComponent(JSON.stringify({ ...hash, component: 'evil' }))}`,
    `#${encodeURIComponent(JSON.stringify({ ...hash, loader: 'sometimes' }))}`,
  ])('rejects %j', (value) => {
    expect(parseFrameHash(value)).toBeNull();
  });
});
