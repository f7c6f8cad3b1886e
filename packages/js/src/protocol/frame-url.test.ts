import { describe, expect, it } from 'vitest';
import { type FrameHash, frameUrl, parseFrameHash } from './frame-url.js';

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
    expect(url.origin + url.pathname).toBe('https://pay.example/frames/frame.html');
    expect(parseFrameHash(url.hash)).toEqual(hash);
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
