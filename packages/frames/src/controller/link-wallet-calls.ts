import type { LinkAction, LinkState, WireError } from '@payframe/js/protocol';
import type { ConsumerClient, ConsumerResult } from '../link/consumer-client.js';
import { paymentDetailsFrom, shownError } from '../link/link-state.js';
import type { RequestKind } from '../link/machines/index.js';

/** What the wallet calls need of the Link session. */
export interface LinkSessionCore {
  readonly client: ConsumerClient;
  readonly state: LinkState;
  update(patch: Partial<LinkState>): void;
  /**
   * Runs one consumer call through its request state (docs/link.md#states): PENDING, then SUCCESS
   * or ERROR with the error. A call made again while one is pending restarts the state.
   */
  track<T>(kind: RequestKind, call: () => Promise<ConsumerResult<T>>): Promise<ConsumerResult<T>>;
  /**
   * Whether the wallet may offer bank accounts here (docs/link.md#bank-accounts): the payment
   * takes them and the consumer's wallet does.
   */
  banksOffered(): boolean;
}

/** The verified consumer's saved payment details, into the state. */
export async function listPaymentDetails(core: LinkSessionCore): Promise<void> {
  const types = core.banksOffered() ? ['card', 'bank_account'] : ['card'];
  const result = await core.track('listPaymentDetails', () => core.client.listPaymentDetails(types));
  if (result.ok)
    core.update({ paymentDetails: result.body.redacted_payment_details.map(paymentDetailsFrom) });
}

export async function removePaymentDetails(core: LinkSessionCore, id: string): Promise<void> {
  const result = await core.track('removePaymentDetails', () => core.client.deletePaymentDetails(id));
  if (result.ok) core.update({ paymentDetails: core.state.paymentDetails.filter((d) => d.id !== id) });
}

export async function updatePaymentDetails(
  core: LinkSessionCore,
  action: Extract<LinkAction, { action: 'updatePaymentDetails' }>,
): Promise<void> {
  const { update } = action;
  const result = await core.track('updatePaymentDetails', () =>
    core.client.updatePaymentDetails(action.id, {
      exp_month: update.expMonth,
      exp_year: update.expYear,
      nickname: update.nickname,
      is_default: update.isDefault,
      preferred_network: update.preferredNetwork,
      billing_address: update.billingAddress,
    }),
  );
  if (!result.ok) return;
  const updated = paymentDetailsFrom(result.body.redacted_payment_details);
  // One default at a time (the server clears the others too).
  core.update({
    paymentDetails: core.state.paymentDetails.map((d) =>
      d.id === updated.id ? updated : updated.isDefault ? { ...d, isDefault: false } : d,
    ),
  });
}

/** A failed result the session made itself (no call was made): the error shown on the request. */
export function failure(error: WireError): ConsumerResult<never> {
  return { ok: false, status: 0, error: { ...error, ...shownError(error) } };
}
