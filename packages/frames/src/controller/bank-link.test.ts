import { describe, expect, it, vi } from 'vitest';
import { collectBankAccount } from './bank-link.js';
import type { ControllerContext } from './controller.js';

const SECRET = 'fcsess_1_secret_abc';
const session = { id: 'fcsess_1', object: 'financial_connections.session', accounts: { data: [] } };
const token = { id: 'btok_1', object: 'token', type: 'bank_account', bank_account: { last4: '6789' } };

/** A controller whose modal ends as told and whose API answers completion and the token. */
function fakeContext(
  outcome: 'done' | 'canceled',
  tokenAnswer: unknown = { ok: true, status: 200, body: token },
) {
  const post = vi.fn(async (path: string, _body: Record<string, unknown>) => {
    if (path === '/v1/link_account_sessions/complete')
      return { ok: true, status: 200, body: { ...session, status: 'completed', terminal_error: null } };
    if (path === '/v1/link_account_sessions/bank_account_token') return tokenAnswer;
    throw new Error(`unexpected ${path}`);
  });
  const ctx = {
    api: { post, credentials: { publishableKey: 'pk_test_1', apiVersion: '2020-08-27' } },
    options: {},
    openBankLink: vi.fn(async () => outcome),
  } as unknown as ControllerContext;
  return { ctx, post };
}

describe('collectBankAccountToken', () => {
  it('opens the modal, completes the session and gives the linked account as a bank account token', async () => {
    const f = fakeContext('done');
    const result = await collectBankAccount(f.ctx, {
      name: 'collectBankAccountToken',
      clientSecret: { clientSecret: SECRET },
    });
    expect(result).toEqual({ token, financialConnectionsSession: session });
    expect(f.post.mock.calls.map(([path, body]) => [path, body])).toEqual([
      ['/v1/link_account_sessions/complete', { client_secret: SECRET }],
      ['/v1/link_account_sessions/bank_account_token', { client_secret: SECRET }],
    ]);
  });

  it('a closed modal gives the session and no token', async () => {
    const f = fakeContext('canceled');
    const result = await collectBankAccount(f.ctx, {
      name: 'collectBankAccountToken',
      clientSecret: { clientSecret: SECRET },
    });
    expect(result).toEqual({ financialConnectionsSession: session });
    expect(f.post).toHaveBeenCalledTimes(1);
  });

  it('the server refusing the token is the error; a secret that is not a session secret is an integration error', async () => {
    const error = { type: 'invalid_request_error', message: 'The session fcsess_1 linked no bank account.' };
    const f = fakeContext('done', { ok: false, status: 400, error });
    expect(
      await collectBankAccount(f.ctx, {
        name: 'collectBankAccountToken',
        clientSecret: { clientSecret: SECRET },
      }),
    ).toEqual({ error });
    expect(
      await collectBankAccount(f.ctx, {
        name: 'collectBankAccountToken',
        clientSecret: { clientSecret: 'pi_1_secret_x' },
      }),
    ).toEqual({
      integrationError: {
        message:
          'Invalid value for stripe.collectBankAccountToken: clientSecret should be a Financial Connections Session client secret.',
        param: 'clientSecret',
      },
    });
  });
});
