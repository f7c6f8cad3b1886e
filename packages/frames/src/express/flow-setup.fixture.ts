import { validateExpressCheckoutOptions } from '@payframe/core/express';
import type { Envelope, FrameMessageType, SessionState } from '@payframe/js/protocol';
import type { GroupChannel } from '../bridge/channel.js';
import { ExpressFlow, type FlowContext } from './express-flow.js';
import type { Answer, PageEvents } from './page-events.js';

const checked = validateExpressCheckoutOptions({ paymentMethods: { googlePay: 'always' } });
if (!checked.ok) throw new Error('options');
const options = checked.value;
const session = { amount: 2500, currency: 'usd', businessName: 'Shop' } as SessionState;

/** A flow whose page answers each event as `answers` says, and whose channel records what it sends. */
export function setup(answers: Record<string, Answer | (() => Answer)>, extra: Partial<FlowContext> = {}) {
  const sent: { type: string; payload: any; options?: any }[] = [];
  const asked: { event: string; data: Record<string, unknown> }[] = [];
  const channel = {
    send: (type: string, payload: unknown, options?: unknown) => sent.push({ type, payload, options }),
  };
  const events = {
    ask: async (event: string, data: Record<string, unknown>) => {
      asked.push({ event, data });
      const answer = answers[event] ?? { ok: true, value: undefined };
      return typeof answer === 'function' ? answer() : answer;
    },
    tell: (event: string, data: Record<string, unknown>) => asked.push({ event, data }),
  };
  const busy: boolean[] = [];
  const flow = new ExpressFlow({
    channel: channel as unknown as GroupChannel,
    events: events as unknown as PageEvents,
    frameId: 'expressCheckout-1',
    locale: 'auto',
    options: () => options,
    session: () => session,
    onBusy: (value) => busy.push(value),
    liveProvider: () => null,
    ...extra,
  });
  const deliver = (type: FrameMessageType, payload: unknown, extra: Partial<Envelope> = {}) =>
    flow.receive({
      protocol: 'payframe/1',
      type,
      controllerId: 'c',
      frameId: 'expressCheckout-1',
      payload,
      ...extra,
    } as Envelope<FrameMessageType>);
  return { flow, sent, asked, busy, deliver };
}
