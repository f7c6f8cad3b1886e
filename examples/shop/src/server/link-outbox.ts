/** One one-time code the test-mode notifier sent (GET /v1/test_helpers/consumers/outbox). */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  code: string;
  created: number;
}

/**
 * The latest Link one-time codes of test mode, read with the shop's secret key: in development
 * no SMS or e-mail goes out, so the shop shows the codes instead (000000 also works).
 */
export async function linkOutbox(options: {
  payframeUrl: string;
  secretKey: string;
}): Promise<OutboxMessage[]> {
  const response = await fetch(
    `${options.payframeUrl.replace(/\/$/, '')}/v1/test_helpers/consumers/outbox?limit=5`,
    {
      headers: { authorization: `Bearer ${options.secretKey}` },
    },
  );
  if (!response.ok) throw new Error(`The Link outbox answered ${response.status}.`);
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data.map(({ channel, to, code, created }) => ({ channel, to, code, created }));
}
