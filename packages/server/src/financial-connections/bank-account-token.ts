import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import { openUsBankSecret } from '../payment-data/us-bank.js';
import { createToken, type Token } from '../tokens/index.js';
import type { FinancialConnectionsAccount } from './account.js';
import type { FinancialConnectionsSession } from './session.js';
import { saveSession } from './sessions.js';

/**
 * `collectBankAccountToken`: the bank account a completed session linked, as a `btok_` bank
 * account token (what a Connect platform adds as an external account). One token per session:
 * asking again gives the same token back.
 */
export async function bankAccountToken(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
): Promise<Token> {
  if (session.state.status !== 'completed') {
    throw invalidRequest(
      `The session ${session.id} is ${session.state.status}: complete it before asking for a token.`,
      'client_secret',
    );
  }
  if (!session.permissions.includes('payment_method')) {
    throw invalidRequest(
      'A bank account token needs a session created with the payment_method permission.',
      'client_secret',
    );
  }
  if (session.state.bankAccountToken) {
    return getResource<Token>(ctx.db, 'tokens', ctx.scope, session.state.bankAccountToken);
  }
  const linked = session.accounts.data[0] as FinancialConnectionsAccount | undefined;
  const secret = linked ? await openFor(ctx, linked.id) : undefined;
  if (!linked || secret === undefined) {
    throw invalidRequest(`The session ${session.id} linked no bank account.`, 'client_secret');
  }
  const { routingNumber, accountNumber } = openUsBankSecret(secret);
  const token = await createToken(ctx, {
    bank_account: {
      country: 'US',
      currency: 'usd',
      routing_number: routingNumber,
      account_number: accountNumber,
      account_holder_type: 'individual',
      account_type: linked.subcategory === 'savings' ? 'savings' : 'checking',
    },
  } as Parameters<typeof createToken>[1]);
  session.state = { ...session.state, bankAccountToken: token.id };
  await saveSession(ctx, session);
  return token;
}
