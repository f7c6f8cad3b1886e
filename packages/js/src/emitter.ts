// biome-ignore lint/suspicious/noExplicitAny: merchants' handlers take each event's own shape.
type Handler = (event: any) => void;

/** The `on` / `off` / `once` surface of an element, as Stripe.js has it. */
export class Emitter {
  private readonly handlers_ = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): void {
    if (typeof handler !== 'function') return;
    const set = this.handlers_.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers_.set(event, set);
  }

  off(event: string, handler?: Handler): void {
    if (handler === undefined) this.handlers_.delete(event);
    else this.handlers_.get(event)?.delete(handler);
  }

  once(event: string, handler: Handler): void {
    const wrapper: Handler = (payload) => {
      this.off(event, wrapper);
      handler(payload);
    };
    this.on(event, wrapper);
  }

  /** Whether the event has a handler. */
  has(event: string): boolean {
    return (this.handlers_.get(event)?.size ?? 0) > 0;
  }

  /** Calls the event's handlers; returns how many there were. */
  emit(event: string, payload: unknown): number {
    const handlers = [...(this.handlers_.get(event) ?? [])];
    for (const handler of handlers) {
      try {
        handler(payload);
      } catch (error) {
        // A merchant's handler throwing must not stop the others or the element.
        setTimeout(() => {
          throw error;
        });
      }
    }
    return handlers.length;
  }

  clear(): void {
    this.handlers_.clear();
  }
}
