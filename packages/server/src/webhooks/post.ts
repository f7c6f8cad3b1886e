import { signatureHeader } from './signature.js';

export const USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)';
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** How much of an endpoint's answer is kept: enough to read an error, not a page. */
export const RESPONSE_BODY_LIMIT = 2048;

export type AttemptOutcome =
  | { kind: 'delivered'; status: number; body: string }
  | { kind: 'failed'; status: number | null; error: string; body?: string }
  /** The server is stopping: the attempt does not count. */
  | { kind: 'aborted' };

/** Why a request failed, without the URL (it may carry credentials) or anything sent. */
function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `timed out after ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  return code ?? 'request failed';
}

/**
 * One signed POST of an event to an endpoint, as Stripe sends it. A redirect is followed only
 * within the endpoint's own origin: the signed body never goes to a host the merchant did not
 * register. Only the start of the answer's body is read (kept for the dashboard), never more.
 */
export async function postWebhook(
  url: string,
  payload: string,
  secret: string,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<AttemptOutcome> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  let target = new URL(url);
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': USER_AGENT,
          Accept: '*/*; q=0.5, application/xml',
          'Cache-Control': 'no-cache',
          'Stripe-Signature': signatureHeader(payload, secret),
        },
        body: payload,
        redirect: 'manual',
        signal,
      });
      const body = await readStart(response, RESPONSE_BODY_LIMIT);
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location) {
        const next = new URL(location, target);
        if (next.origin !== target.origin)
          return { kind: 'failed', status: response.status, error: 'redirected to another host' };
        if (hop >= MAX_REDIRECTS)
          return { kind: 'failed', status: response.status, error: 'too many redirects' };
        target = next;
        continue;
      }
      if (response.status >= 200 && response.status < 300)
        return { kind: 'delivered', status: response.status, body };
      return { kind: 'failed', status: response.status, error: `HTTP ${response.status}`, body };
    }
  } catch (error) {
    if (options.signal.aborted) return { kind: 'aborted' };
    return { kind: 'failed', status: null, error: describeError(error, options.timeoutMs) };
  }
}

/** The first `limit` bytes of a response's body as text; the rest is not downloaded. */
async function readStart(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // An answer cut off mid-body still has its status; what arrived is kept.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit));
  return size > limit ? `${text}…` : text;
}
