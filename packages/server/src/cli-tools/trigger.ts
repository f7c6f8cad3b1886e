import { ApiCallError, type ApiClient } from './api-client.js';

interface Created {
  id: string;
  object: string;
}

type Fixture = (client: ApiClient, log: (line: string) => void) => Promise<void>;

/** A test card payment that succeeds at once, as the `stripe trigger` fixtures make it. */
async function paidIntent(client: ApiClient, log: (line: string) => void): Promise<Created> {
  const intent = await client.post<Created>('/v1/payment_intents', {
    amount: 2000,
    currency: 'usd',
    payment_method: 'pm_card_visa',
    payment_method_types: ['card'],
    confirm: true,
    description: '(created by payframe trigger)',
  });
  log(`Running fixture for: payment_intent (${intent.id})`);
  return intent;
}

const FIXTURES: Record<string, Fixture> = {
  'payment_intent.succeeded': async (client, log) => {
    await paidIntent(client, log);
  },
  'payment_intent.payment_failed': async (client, log) => {
    try {
      await client.post<Created>('/v1/payment_intents', {
        amount: 2000,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclined',
        payment_method_types: ['card'],
        confirm: true,
        description: '(created by payframe trigger)',
      });
    } catch (error) {
      // The decline is the point: the API answers it as a card error naming the intent.
      const intent = error instanceof ApiCallError ? error.body.error?.payment_intent : undefined;
      if (error instanceof ApiCallError && error.status === 402 && intent) {
        log(`Running fixture for: payment_intent (${intent.id}, declined)`);
        return;
      }
      throw error;
    }
    throw new Error('The test card pm_card_chargeDeclined was not declined.');
  },
  'charge.refunded': async (client, log) => {
    const intent = await paidIntent(client, log);
    const refund = await client.post<Created>('/v1/refunds', { payment_intent: intent.id });
    log(`Running fixture for: refund (${refund.id})`);
  },
  'customer.created': async (client, log) => {
    const customer = await client.post<Created>('/v1/customers', {
      description: '(created by payframe trigger)',
    });
    log(`Running fixture for: customer (${customer.id})`);
  },
  'setup_intent.succeeded': async (client, log) => {
    const intent = await client.post<Created>('/v1/setup_intents', {
      payment_method: 'pm_card_visa',
      payment_method_types: ['card'],
      confirm: true,
      usage: 'off_session',
      description: '(created by payframe trigger)',
    });
    log(`Running fixture for: setup_intent (${intent.id})`);
  },
};

export const TRIGGER_EVENTS = Object.keys(FIXTURES);

/**
 * Makes the API calls that record `event` in test mode. Answers false (with a message) for an
 * event it has no fixture for or a live key: a trigger never moves real money.
 */
export async function trigger(
  client: ApiClient,
  event: string,
  log: (line: string) => void,
): Promise<boolean> {
  const fixture = FIXTURES[event];
  if (!fixture) {
    log(`No fixture for ${event}. Supported events:\n  ${TRIGGER_EVENTS.join('\n  ')}`);
    return false;
  }
  if (client.livemode) {
    log('payframe trigger runs in test mode only: pass a test secret key (sk_test_...).');
    return false;
  }
  log(`Setting up fixture for: ${event}`);
  await fixture(client, log);
  log('Trigger succeeded! Check the events list (GET /v1/events) for its details.');
  return true;
}
