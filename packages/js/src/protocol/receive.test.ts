import { describe, expect, it } from 'vitest';
import { envelope } from './envelope.js';
import { acceptChannelMessage, acceptMessage } from './receive.js';

const frameWindow = { name: 'frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'other' } as unknown as MessageEventSource;
const expected = { origin: 'https://pay.example', sources: [frameWindow], controllerId: 'ctrl_1' };
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
  ])('ignores a malformed message: %s', (_label, data) => {
    expect(acceptMessage({ origin: 'https://pay.example', source: frameWindow, data }, expected)).toBeNull();
  });
});

describe('acceptChannelMessage', () => {
  it('accepts its own group and drops others and malformed data', () => {
    expect(acceptChannelMessage(message, 'ctrl_1')).toEqual(message);
    expect(acceptChannelMessage(message, 'ctrl_2')).toBeNull();
    expect(acceptChannelMessage({ type: 'collect/request' }, 'ctrl_1')).toBeNull();
  });
});
