import { DEFAULT_API_VERSION } from '@payframe/core';
import type { Db, Scope } from '../store/types.js';
import type { AppContext } from './app-context.js';
import { recordEvent } from './record-event.js';
import type { ServiceContext } from './service-context.js';

/**
 * Runs work the server does on its own behalf (a shopper on a hosted test page, a bank
 * debit settling) in one transaction, handing out service contexts for the scopes it
 * touches. Its events name no request, as Stripe's automatic ones do.
 */
export async function inSystemTransaction<T>(
  app: AppContext,
  work: (db: Db, contextFor: (scope: Scope) => ServiceContext) => Promise<T>,
): Promise<T> {
  const tasks: (() => void)[] = [];
  let emitted = false;
  const result = await app.db.transaction().execute(async (tx) => {
    const contextFor = (scope: Scope): ServiceContext => ({
      app,
      db: tx,
      scope,
      apiVersion: DEFAULT_API_VERSION,
      requestId: null,
      idempotencyKey: null,
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
