import { describe, expect, it } from 'vitest';
import { envelope } from './envelope.js';
import { FRAME_CHECKS } from './frame-checks.js';
import { PAGE_CHECKS } from './page-checks.js';
import { acceptChannelMessage, acceptMessage } from './receive.js';

const frameWindow = { name: 'frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'other' } as unknown as MessageEventSource;
const expected = {
  origin: 'https://pay.example',
  sources: [frameWindow],
  controllerId: 'ctrl_1',
  checks: PAGE_CHECKS,
};
const message = envelope('element/height', { controllerId: 'ctrl_1', frameId: 'payment-1' }, { height: 240 });

describe('acceptMessage', () => {
  it('accepts a well-formed message from the expected origin and window', () => {
    expect(
      acceptMessage({ origin: 'https://pay.example', source: frameWindow, data: message }, expected),
    ).toEqual(message);
  });

  it.each([
    ['a wrong origin', { origin: 'https://evil.example', source: frameWindow, data: message }],
    ['a look-alike origin', { origin: 'https://pay.example.evil.test', source: frameWindow, data: message }],
    ['a wrong source window', { origin: 'https://pay.example', source: otherWindow, data: message }],
    ['no source window', { origin: 'https://pay.example', source: null, data: message }],
  ])('ignores %s', (_label, event) => {
    expect(acceptMessage(event, expected)).toBeNull();
  });

  it.each([
    ['a string', 'element/height'],
    ['null', null],
    ['another protocol', { ...message, protocol: 'stripe/1' }],
    ['an unknown type', { ...message, type: 'element/steal' }],
    ['another controller group', { ...message, controllerId: 'ctrl_2' }],
    ['an empty controller id', { ...message, controllerId: '' }],
    ['a missing payload', { ...message, payload: undefined }],
    ['an array payload', { ...message, payload: [] }],
    ['a numeric request id', { ...message, requestId: 7 }],
    ['the flat flags of other libraries', { doSubmit: true }],
    ['a type the page does not receive', { ...message, type: 'collect/request', payload: { display: true } }],
    ['a type named after a prototype property', { ...message, type: 'toString' }],
    ['a payload of the wrong shape', { ...message, payload: { height: '240px' } }],
    ['a payload missing its field', { ...message, payload: {} }],
  ])('ignores a malformed message: %s', (_label, data) => {
    expect(acceptMessage({ origin: 'https://pay.example', source: frameWindow, data }, expected)).toBeNull();
  });
});

describe('acceptChannelMessage', () => {
  it('accepts its own group and drops others and malformed data', () => {
    const collect = envelope('collect/request', { controllerId: 'ctrl_1' }, { display: true });
    expect(acceptChannelMessage(collect, 'ctrl_1', FRAME_CHECKS)).toEqual(collect);
    expect(acceptChannelMessage(collect, 'ctrl_2', FRAME_CHECKS)).toBeNull();
    expect(acceptChannelMessage({ type: 'collect/request' }, 'ctrl_1', FRAME_CHECKS)).toBeNull();
    expect(
      acceptChannelMessage({ ...collect, payload: { display: 'yes' } }, 'ctrl_1', FRAME_CHECKS),
    ).toBeNull();
  });
});
