import { describe, expect, it } from 'vitest';
import { type LoggerTransport, TelemetryLogger } from './logger.js';

function recording(answer: { stored?: number; received?: number } | null = { stored: 1, received: 1 }) {
  const posts: string[] = [];
  const pixels: string[] = [];
  const transport: LoggerTransport = {
    async post(body) {
      posts.push(body);
      return answer;
    },
    pixel: (query) => pixels.push(query),
    beacon: (body) => posts.push(body) > 0,
  };
  return { transport, posts, pixels };
}

describe('telemetry logger', () => {
  it('batches cleaned events under one session, with the publishable key', async () => {
    const { transport, posts } = recording();
    const logger = new TelemetryLogger('pk_test_1', transport);
    logger.track('element_loaded', { element: 'payment' });
    // Not allow-listed: dropped before it is queued.
    logger.track('form_completed', { payment_method_type: 'card', email: 'jenny@example.com' } as never);
    await logger.flush();
    expect(posts).toHaveLength(1);
    const sent = new URLSearchParams(posts[0]);
    expect(sent.get('key')).toBe('pk_test_1');
    expect(sent.get('events[0][name]')).toBe('element_loaded');
    expect(sent.get('events[0][session]')).toBe(logger.session);
    expect(sent.get('events[1][payment_method_type]')).toBe('card');
    expect(posts[0]).not.toContain('jenny');
  });

  it('falls back to the tracking pixel when the batch cannot be posted', async () => {
    const { transport, pixels } = recording(null);
    const logger = new TelemetryLogger('pk_test_1', transport);
    logger.track('confirm_started', { payment_method_type: 'card' });
    await logger.flush();
    expect(pixels).toHaveLength(1);
    expect(new URLSearchParams(pixels[0]).get('name')).toBe('confirm_started');
  });

  it('stops sending once the server samples the session out', async () => {
    const { transport, posts } = recording({ stored: 0, received: 1 });
    const logger = new TelemetryLogger('pk_test_1', transport);
    logger.track('element_loaded');
    await logger.flush();
    logger.track('payment_succeeded');
    await logger.flush();
    expect(posts).toHaveLength(1);
  });
});
