import { DEFAULT_API_VERSION } from '@payframe/core';
import type { AppContext } from './app-context.js';
import { recordEvent } from './events/record.js';
import type { RequestContext } from './http/route.js';
import type { Db, Scope } from './store/types.js';

/**
 * Runs work the server does on its own behalf (a shopper on a hosted test page, a bank
 * debit settling) in one transaction, with a context shaped like an API request's so the
 * same services serve both. Its events name no request, as Stripe's automatic ones do.
 */
export async function inSystemTransaction<T>(
  app: AppContext,
  work: (db: Db, contextFor: (scope: Scope) => RequestContext) => Promise<T>,
): Promise<T> {
  const tasks: (() => void)[] = [];
  let emitted = false;
  const result = await app.db.transaction().execute(async (tx) => {
    const contextFor = (scope: Scope): RequestContext => ({
      app,
      db: tx,
      scope,
      auth: { kind: 'secret', scope, keyAccountId: scope.accountId, key: '' },
      params: {},
      path: {},
      requestId: '',
      idempotencyKey: null,
      apiVersion: DEFAULT_API_VERSION,
      emit: async (type, object, previousAttributes) => {
        await recordEvent(tx, scope, {
          type,
          object,
          previousAttributes,
          requestId: null,
          idempotencyKey: null,
          apiVersion: DEFAULT_API_VERSION,
        });
        emitted = true;
      },
      afterCommit: (task) => tasks.push(task),
      sealedHere: new Map(),
    });
    return work(tx, contextFor);
  });
  if (emitted) app.notify('events');
  for (const task of tasks) task();
  return result;
}
