import type { Envelope, FrameMessageType } from '@payframe/js/protocol';

/** How long a `click` handler has to call resolve() (as at Stripe.js): the sheet must open on the gesture. */
export const CLICK_RESOLVE_MS = 1000;

export type Answer = { ok: true; value: unknown } | { ok: false; value: unknown } | { timeout: true };

interface Sender {
  send(type: 'element/event', payload: { event: string; data: Record<string, unknown>; reply: string }): void;
}

/**
 * The element's events that the merchant answers: each goes to the page with a reply id, and
 * the page posts the handler's resolve(value) or reject() back (or resolves at once when no
 * handler listens). `ask` waits for that answer, for at most `timeoutMs` when given.
 */
export class PageEvents {
  private counter = 0;
  private readonly waiting = new Map<string, (answer: Answer) => void>();

  constructor(
    private readonly parent: Sender,
    private readonly elementType: string,
  ) {}

  /** Feed it the page's messages: a reply settles its question (a second reply is ignored). */
  receive(message: Envelope<FrameMessageType>): void {
    if (message.type !== 'element/reply') return;
    const settle = this.waiting.get(message.payload.reply);
    if (!settle) return;
    this.waiting.delete(message.payload.reply);
    settle({ ok: message.payload.ok, value: message.payload.value } as Answer);
  }

  ask(event: string, data: Record<string, unknown>, timeoutMs?: number): Promise<Answer> {
    this.counter += 1;
    const reply = `${event}_${this.counter}`;
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      this.waiting.set(reply, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      if (timeoutMs !== undefined)
        timer = setTimeout(() => {
          this.waiting.delete(reply);
          resolve({ timeout: true });
        }, timeoutMs);
      this.parent.send('element/event', { event, data: { ...data, elementType: this.elementType }, reply });
    });
  }

  /** An event no answer is awaited for (cancel). */
  tell(event: string, data: Record<string, unknown>): void {
    void this.ask(event, data);
    // The page answers even an unawaited event; drop it rather than keep it waiting.
    this.waiting.delete(`${event}_${this.counter}`);
  }
}
