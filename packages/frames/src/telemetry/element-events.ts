import type { ChangePayload } from '@payframe/js/protocol';

/** What an element frame tells its controller's logger: a funnel step and the method it is about. */
export interface ElementStep {
  name: 'method_selected' | 'form_completed';
  paymentMethodType?: string;
}

/**
 * The funnel steps an element's change events show (docs/telemetry.md): the shopper chose a
 * payment method (each new choice once), and the form became complete (once per method). Only
 * the method's type leaves the frame, never what was typed.
 */
export function funnelSteps(): (change: ChangePayload) => ElementStep[] {
  let method: string | null = null;
  const completed = new Set<string>();
  return (change) => {
    const value = change.value;
    const type =
      value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
        ? String((value as { type: string }).type)
        : change.elementType === 'card' || change.elementType === 'cardNumber'
          ? 'card'
          : null;
    const steps: ElementStep[] = [];
    if (type && type !== method && change.elementType === 'payment') {
      method = type;
      steps.push({ name: 'method_selected', paymentMethodType: type });
    }
    const key = type ?? change.elementType;
    if (change.complete && !completed.has(key)) {
      completed.add(key);
      steps.push({ name: 'form_completed', ...(type ? { paymentMethodType: type } : {}) });
    }
    return steps;
  };
}

/** Sends an element's funnel steps to its controller, whose logger cleans and batches them. */
export function reportSteps(channel: {
  send(type: 'telemetry/event', payload: ElementStep): void;
}): (change: ChangePayload) => void {
  const steps = funnelSteps();
  return (change) => {
    for (const step of steps(change)) channel.send('telemetry/event', step);
  };
}
