import type { ElementEventHandler, Payframe, PayframeElement, PayframeElements } from './types.js';

/** A stand-in for the object `Payframe(pk)` returns: records what the bindings do with it. */
export class FakeElement implements PayframeElement {
  readonly handlers = new Map<string, Set<ElementEventHandler>>();
  mountedIn: HTMLElement | null = null;
  mounts = 0;
  destroyed = 0;
  updates: Record<string, unknown>[] = [];
  constructor(
    readonly type: string,
    readonly options: Record<string, unknown> | undefined,
  ) {}
  mount(node: HTMLElement | string) {
    if (typeof node === 'string') throw new Error('the bindings mount into their own node');
    this.mountedIn = node;
    this.mounts += 1;
  }
  destroy() {
    this.destroyed += 1;
  }
  on(event: string, handler: ElementEventHandler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler?: ElementEventHandler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }
  update(options: Record<string, unknown>) {
    this.updates.push(options);
  }
  emit(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  listeners(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }
}

export class FakeElements implements PayframeElements {
  readonly created: FakeElement[] = [];
  readonly updates: Record<string, unknown>[] = [];
  constructor(readonly options: Record<string, unknown> | undefined) {}
  create(type: string, options?: Record<string, unknown>) {
    const element = new FakeElement(type, options);
    this.created.push(element);
    return element;
  }
  update(options: Record<string, unknown>) {
    this.updates.push(options);
  }
}

export class FakePayframe implements Payframe {
  readonly groups: FakeElements[] = [];
  elements(options?: Record<string, unknown>) {
    const group = new FakeElements(options);
    this.groups.push(group);
    return group;
  }
  createToken = async () => ({});
  createPaymentMethod = async () => ({});
  confirmCardPayment = async () => ({});
  confirmPayment = async () => ({});
}
