import { describe, expect, it } from 'vitest';
import { LoggerFrame, type LoggerTarget } from './logger-frame.js';
import { LOGGER_MESSAGE, type LoggerMessage } from './logger-messages.js';

function fakeFrame() {
  const posted: LoggerMessage[] = [];
  let ready = () => {};
  const target = (onReady: () => void): LoggerTarget => {
    ready = onReady;
    return { post: (message) => posted.push(message), beacon: () => {} };
  };
  return { posted, target, load: () => ready() };
}

describe("the controller's side of the logger frame", () => {
  it('holds the events until the logger page has loaded, then posts each as it happens', () => {
    const frame = fakeFrame();
    const logger = new LoggerFrame('pk_test_1', frame.target);
    logger.track('element_loaded', { element: 'payment' });
    logger.track('form_completed', { payment_method_type: 'card', email: 'jenny@example.com' } as never);
    logger.flush();
    expect(frame.posted).toEqual([]);
    frame.load();
    expect(frame.posted).toEqual([
      {
        type: LOGGER_MESSAGE,
        events: [
          { name: 'element_loaded', session: logger.session, element: 'payment' },
          { name: 'form_completed', session: logger.session, payment_method_type: 'card' },
        ],
        flush: 'now',
      },
    ]);
    logger.track('confirm_started', { payment_method_type: 'card' });
    logger.flushOnHide();
    expect(frame.posted.slice(1)).toEqual([
      {
        type: LOGGER_MESSAGE,
        events: [{ name: 'confirm_started', session: logger.session, payment_method_type: 'card' }],
      },
      { type: LOGGER_MESSAGE, events: [], flush: 'hide' },
    ]);
    expect(logger.session).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
