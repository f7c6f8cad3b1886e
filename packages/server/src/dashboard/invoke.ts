import { DEFAULT_API_VERSION } from '@payframe/core';
import { z } from 'zod';
import type { AppContext } from '../kernel/app-context.js';
import { parseParams } from '../kernel/params.js';
import { recordEvent } from '../kernel/record-event.js';
import type { Auth } from '../routing/caller.js';
import type { RequestContext, RouteDef } from '../routing/route.js';
import type { Db, Scope } from '../store/types.js';

const NO_PARAMS = z.strictObject({});

/**
 * The API's own routes, called for a signed-in operator as the account's secret key would call
 * them: a refund from the dashboard is the refund `POST /v1/refunds` makes, with its checks,
 * events and webhooks, and nothing of it is written twice.
 */
export class ApiInvoker {
  readonly #routes = new Map<string, RouteDef>();

  constructor(
    private readonly app: AppContext,
    routes: readonly RouteDef[],
  ) {
    for (const def of routes) this.#routes.set(`${def.method} ${def.path}`, def);
  }

  async call(
    scope: Scope,
    method: 'GET' | 'POST',
    routePath: string,
    input: { path?: Record<string, string>; params?: Record<string, unknown>; requestId: string },
  ): Promise<unknown> {
    const def = this.#routes.get(`${method} ${routePath}`);
    if (!def) throw new Error(`no API route ${method} ${routePath}`);
    const params = parseParams(def.params ?? NO_PARAMS, input.params ?? {});
    const auth: Auth = { kind: 'secret', scope, keyAccountId: scope.accountId, key: 'dashboard' };
    const tasks: (() => void)[] = [];
    const context = (db: Db): RequestContext => ({
      app: this.app,
      db,
      scope,
      auth,
      params: params as Record<string, unknown>,
      path: input.path ?? {},
      requestId: input.requestId,
      idempotencyKey: null,
      apiVersion: DEFAULT_API_VERSION,
      emit: async (type, object, previousAttributes) => {
        await recordEvent(db, scope, {
          type,
          object,
          previousAttributes,
          requestId: input.requestId,
          idempotencyKey: null,
          apiVersion: DEFAULT_API_VERSION,
        });
        tasks.push(() => this.app.notify('events'));
      },
      afterCommit: (task) => tasks.push(task),
      sealedHere: new Map(),
    });
    if (method === 'GET') return def.handler(context(this.app.db));
    const result = await this.app.db.transaction().execute((tx) => def.handler(context(tx)));
    for (const task of tasks) task();
    return result;
  }
}
