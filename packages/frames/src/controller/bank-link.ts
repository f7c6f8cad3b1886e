import type { ControllerContext } from './controller.js';
import { intentIdOf } from './session.js';

/**
 * `collectBankAccountForPayment` / `ForSetup`, `collectFinancialConnectionsAccounts` and
 * `collectBankAccountToken`: a bank-linking session (for the intent, or the merchant's own), the
 * linking modal over the page, then the session completed and, for an intent, what it linked
 * attached as the intent's payment method (for a token, the linked account as a `btok_`). Loaded only when a page makes one of these calls.
 */

const problem = (message: string, param?: string) => ({
  integrationError: param ? { message, param } : { message },
});

/** The linking modal's display: manual entry is offered to sessions that pay an intent. */
export function display(ctx: ControllerContext, sessionSecret: string, manualEntry: boolean) {
  const { publishableKey, apiVersion } = ctx.api.credentials;
  return {
    sessionSecret,
    publishableKey,
    apiVersion,
    manualEntry,
    businessName: ctx.session?.state.businessName ?? '',
    locale: typeof ctx.options.locale === 'string' ? ctx.options.locale : 'auto',
  };
}

export async function collectBankAccount(
  ctx: ControllerContext,
  args: Record<string, any>,
): Promise<Record<string, unknown>> {
  const name = String(args.name);
  const input = (args.clientSecret ?? {}) as Record<string, any>;
  const secret = input.clientSecret;
  if (name === 'collectFinancialConnectionsAccounts' || name === 'collectBankAccountToken') {
    if (typeof secret !== 'string' || !/^fcsess_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret)) {
      return problem(
        `Invalid value for stripe.${name}: clientSecret should be a Financial Connections Session client secret.`,
        'clientSecret',
      );
    }
    const outcome = await ctx.openBankLink(display(ctx, secret, false));
    const done = await ctx.api.post('/v1/link_account_sessions/complete', {
      client_secret: secret,
      ...(outcome === 'canceled' ? { terminal_error: 'canceled' } : {}),
    });
    if (!done.ok) return { error: done.error };
    const { status: _status, terminal_error: _error, ...session } = done.body;
    if (name === 'collectFinancialConnectionsAccounts' || outcome === 'canceled') {
      return { financialConnectionsSession: session };
    }
    // collectBankAccountToken: the linked account as a bank account token, with the session.
    const token = await ctx.api.post('/v1/link_account_sessions/bank_account_token', {
      client_secret: secret,
    });
    return token.ok ? { token: token.body, financialConnectionsSession: session } : { error: token.error };
  }
  const setup = name === 'collectBankAccountForSetup';
  const prefix = setup ? 'seti' : 'pi';
  if (
    typeof secret !== 'string' ||
    !new RegExp(`^${prefix}_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$`).test(secret)
  ) {
    return problem(
      `Invalid value for stripe.${name}: clientSecret should be a ${setup ? 'SetupIntent' : 'PaymentIntent'} client secret.`,
      'clientSecret',
    );
  }
  const params = (input.params ?? {}) as Record<string, any>;
  if (params.payment_method_type !== 'us_bank_account') {
    return problem(
      `Invalid value for stripe.${name}: params.payment_method_type should be us_bank_account.`,
      'params.payment_method_type',
    );
  }
  const base = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(secret))}`;
  const started = await ctx.api.post(`${base}/link_account_sessions`, {
    client_secret: secret,
    payment_method_type: 'us_bank_account',
    payment_method_data: params.payment_method_data ?? {},
  });
  if (!started.ok) return { error: started.error };
  const session = started.body as { id: string; client_secret: string };
  const key = setup ? 'setupIntent' : 'paymentIntent';
  const outcome = await ctx.openBankLink(display(ctx, session.client_secret, true));
  if (outcome === 'canceled') {
    // Closed before finishing: the intent is given back as it was, as Stripe.js gives it.
    const current = await ctx.api.get(base, { client_secret: secret });
    return current.ok ? { [key]: current.body } : { error: current.error };
  }
  const done = await ctx.api.post('/v1/link_account_sessions/complete', {
    client_secret: session.client_secret,
  });
  if (!done.ok) return { error: done.error };
  const attached = await ctx.api.post(
    `${base}/link_account_sessions/${encodeURIComponent(session.id)}/attach`,
    {
      client_secret: secret,
    },
  );
  return attached.ok ? { [key]: attached.body } : { error: attached.error };
}

/**
 * The Payment Element's us_bank_account tab: paying opens the same modal for the intent, with
 * the billing details the form collected; the linked (or typed-in) account is attached to the
 * intent, which the caller then confirms. Closing the modal is an error the form shows.
 */
export async function linkBeforeConfirm(
  ctx: ControllerContext,
  secret: string,
  paymentMethodData: Record<string, any>,
): Promise<{ ok: true } | { error: { type: 'invalid_request_error'; message: string } }> {
  const setup = secret.startsWith('seti_');
  const base = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(secret))}`;
  const started = await ctx.api.post(`${base}/link_account_sessions`, {
    client_secret: secret,
    payment_method_type: 'us_bank_account',
    payment_method_data: { billing_details: paymentMethodData.billing_details ?? {} },
  });
  if (!started.ok) return { error: started.error as never };
  const session = started.body as { id: string; client_secret: string };
  const outcome = await ctx.openBankLink(display(ctx, session.client_secret, true));
  if (outcome === 'canceled') {
    return {
      error: {
        type: 'invalid_request_error',
        message: 'The bank account was not linked: the shopper closed the window.',
      },
    };
  }
  const done = await ctx.api.post('/v1/link_account_sessions/complete', {
    client_secret: session.client_secret,
  });
  if (!done.ok) return { error: done.error as never };
  const attached = await ctx.api.post(
    `${base}/link_account_sessions/${encodeURIComponent(session.id)}/attach`,
    {
      client_secret: secret,
    },
  );
  return attached.ok ? { ok: true } : { error: attached.error as never };
}
