import { describe, expect, it } from 'vitest';
import { LOGGER_MESSAGE, readLoggerMessage } from './logger-messages.js';

const SESSION = '0d6f2a4e-8f1b-4c3a-9e2d-5b7c1a3f4e6d';
const FRAMES = 'https://pay.example.com';
const controller = { name: 'the controller window' };
const expected = { origin: FRAMES, parent: controller };
const message = (data: unknown, origin = FRAMES, source: unknown = controller) =>
  ({ origin, source, data }) as unknown as MessageEvent;
const events = [{ name: 'element_loaded', session: SESSION, element: 'payment' }];

describe("the logger frame's message checks", () => {
  it('takes the allow-listed events its controller sends from the frames origin', () => {
    expect(readLoggerMessage(message({ type: LOGGER_MESSAGE, events }), expected)).toEqual({
      events: [{ name: 'element_loaded', session: SESSION, element: 'payment' }],
      flush: null,
    });
    expect(readLoggerMessage(message({ type: LOGGER_MESSAGE, events: [], flush: 'hide' }), expected)).toEqual(
      {
        events: [],
        flush: 'hide',
      },
    );
  });

  it('ignores a message from another origin, even the merchant page framing it all', () => {
    const data = { type: LOGGER_MESSAGE, events };
    expect(readLoggerMessage(message(data, 'https://shop.example.com'), expected)).toBeNull();
    expect(readLoggerMessage(message(data, 'null'), expected)).toBeNull();
  });

  it('ignores a message from a window other than the controller that framed it', () => {
    const data = { type: LOGGER_MESSAGE, events };
    expect(readLoggerMessage(message(data, FRAMES, { name: 'another frame' }), expected)).toBeNull();
    expect(readLoggerMessage(message(data, FRAMES, null), { origin: FRAMES, parent: null })).toBeNull();
  });

  it('drops the fields the allow-list does not name, and events that are not funnel events', () => {
    const read = readLoggerMessage(
      message({
        type: LOGGER_MESSAGE,
        events: [
          {
            name: 'form_completed',
            session: SESSION,
            payment_method_type: 'card',
            email: 'jenny@example.com',
            number: '4242424242424242',
            cvc: '123',
          },
          { name: 'payment_failed', session: SESSION, decline_code: '4242 4242' },
          { name: 'keystroke', session: SESSION, key: '4' },
          { name: 'element_loaded', session: 'not a uuid' },
          'element_loaded',
        ],
      }),
      expected,
    );
    expect(read?.events).toEqual([
      { name: 'form_completed', session: SESSION, payment_method_type: 'card' },
      { name: 'payment_failed', session: SESSION },
    ]);
    expect(JSON.stringify(read)).not.toMatch(/4242|jenny|123/);
  });

  it('ignores what is not its message: another type, no list, a list longer than a batch', () => {
    expect(readLoggerMessage(message({ type: 'frame/hello', events }), expected)).toBeNull();
    expect(readLoggerMessage(message({ type: LOGGER_MESSAGE }), expected)).toBeNull();
    expect(readLoggerMessage(message('payframe-logger/events'), expected)).toBeNull();
    expect(readLoggerMessage(message(null), expected)).toBeNull();
    const many = Array.from({ length: 51 }, () => events[0]);
    expect(readLoggerMessage(message({ type: LOGGER_MESSAGE, events: many }), expected)).toBeNull();
    expect(
      readLoggerMessage(message({ type: LOGGER_MESSAGE, events, flush: 'later' }), expected)?.flush,
    ).toBeNull();
  });
});
