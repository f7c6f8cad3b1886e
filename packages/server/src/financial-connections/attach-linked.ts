import { ApiError, invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import {
  type FinancialConnectionsSession,
  INSTANT_VERIFICATION_INCOMPLETE,
  NO_ACCOUNTS_RETURNED,
} from './session.js';
import { saveSession } from './sessions.js';

/**
 * Attaches the account the shopper linked as the session's payment account. A bank may take a
 * moment to hand over an account's numbers: until then the answer is 202 (the modal asks again
 * for a while, then gives up); the count of such answers is written, so it goes down with each ask.
 */
export async function attachLinkedAccount(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
  accountId: string | undefined,
): Promise<void> {
  if (session.state.status !== 'pending') {
    throw invalidRequest(
      `This session is already ${session.state.status}.`,
      'client_secret',
      'session_already_completed',
    );
  }
  if (!session.state.intent) {
    throw invalidRequest(
      'Only a session that pays or sets up an intent takes a payment account.',
      'payment_account',
    );
  }
  if (!accountId || !session.accounts.data.some((account) => account.id === accountId)) {
    throw invalidRequest(
      `No such linked account in this session: '${accountId ?? ''}'`,
      'payment_account[id]',
      'resource_missing',
      404,
    );
  }
  const pending = session.state.numbersPending ?? 0;
  if (pending > 0) {
    session.state = { ...session.state, numbersPending: pending - 1 };
    await saveSession(ctx, session);
    throw new ApiError(202, {
      type: 'invalid_request_error',
      code: INSTANT_VERIFICATION_INCOMPLETE,
      message: NO_ACCOUNTS_RETURNED,
      param: 'payment_account',
    }).committed();
  }
  session.state = { ...session.state, paymentAccount: accountId };
  await saveSession(ctx, session);
}
