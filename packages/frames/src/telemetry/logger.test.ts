import { describe, expect, it } from 'vitest';
import { type LoggerTransport, TelemetryLogger } from './logger.js';

const SESSION = '0d6f2a4e-8f1b-4c3a-9e2d-5b7c1a3f4e6d';
const OTHER = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function recording(answer: { stored?: number; received?: number } | null = { stored: 1, received: 1 }) {
  const posts: string[] = [];
  const pixels: string[] = [];
  const beacons: string[] = [];
  const transport: LoggerTransport = {
    async post(body) {
      posts.push(body);
      return answer;
    },
    pixel: (query) => pixels.push(query),
    beacon: (body) => beacons.push(body) > 0,
  };
  return { transport, posts, pixels, beacons };
}

describe('telemetry logger', () => {
  it('batches cleaned events, with the publishable key', async () => {
    const { transport, posts } = recording();
    const logger = new TelemetryLogger('pk_test_1', transport);
    logger.push({ name: 'element_loaded', session: SESSION, element: 'payment' });
    // Not allow-listed: the field is dropped before the event is queued, a bad event whole.
    logger.push({ name: 'form_completed', session: SESSION, payment_method_type: 'card', email: 'j@x.io' });
    logger.push({ name: 'keystroke', session: SESSION });
    await logger.flush();
    expect(posts).toHaveLength(1);
    const sent = new URLSearchParams(posts[0]);
    expect(sent.get('key')).toBe('pk_test_1');
    expect(sent.get('events[0][name]')).toBe('element_loaded');
    expect(sent.get('events[0][session]')).toBe(SESSION);
    expect(sent.get('events[1][payment_method_type]')).toBe('card');
    expect(sent.has('events[2][name]')).toBe(false);
    expect(posts[0]).not.toContain('j%40x.io');
  });

  it('falls back to the tracking pixel when the batch cannot be posted', async () => {
    const { transport, pixels } = recording(null);
    const logger = new TelemetryLogger('pk_test_1', transport);
    logger.push({ name: 'confirm_started', session: SESSION, payment_method_type: 'card' });
    await logger.flush();
    expect(pixels).toHaveLength(1);
    expect(new URLSearchParams(pixels[0]).get('name')).toBe('confirm_started');
  });

  it('stops sending a session once the server samples it out, not the others', async () => {
    const { transport, posts } = recording({ stored: 0, received: 1 });
    const logger = new TelemetryLogger('pk_test_1', transport);
    logger.push({ name: 'element_loaded', session: SESSION });
    await logger.flush();
    logger.push({ name: 'payment_succeeded', session: SESSION });
    await logger.flush();
    expect(posts).toHaveLength(1);
    logger.push({ name: 'element_loaded', session: OTHER });
    await logger.flush();
    expect(posts).toHaveLength(2);
  });

  it('sends what is queued with the beacon when the page hides', () => {
    const { transport, posts, beacons } = recording();
    const logger = new TelemetryLogger('pk_test_1', transport);
    logger.push({ name: 'form_completed', session: SESSION, payment_method_type: 'card' });
    logger.flushOnHide();
    expect(posts).toHaveLength(0);
    expect(new URLSearchParams(beacons[0]).get('events[0][name]')).toBe('form_completed');
  });
});
