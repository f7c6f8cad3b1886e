import { getResource } from '../kernel/get-resource.js';
import { intentSaved } from '../kernel/intent-listeners.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { insertResource, updateResource } from '../store/index.js';
import { advanceLatestAttempt } from './attempts.js';
import type { SetupIntent } from './setup-intent.js';
import { statusEvents } from './state-machine.js';

export function getSetupIntent(
  ctx: Pick<ServiceContext, 'db' | 'scope'>,
  id: string,
  options: { forUpdate?: boolean; param?: string } = {},
): Promise<SetupIntent> {
  return getResource<SetupIntent>(ctx.db, 'setup_intents', ctx.scope, id, {
    noun: 'setupintent',
    ...options,
  });
}

/** Writes an intent (inserting it when new) and emits the status events of the change. */
export async function saveSetupIntent(
  ctx: ServiceContext,
  before: SetupIntent | null,
  after: SetupIntent,
  options: { insert?: boolean } = {},
): Promise<void> {
  if (options.insert || !before) {
    await insertResource(ctx.db, 'setup_intents', ctx.scope, after, { customer: after.customer });
  } else {
    await updateResource(ctx.db, 'setup_intents', ctx.scope, after, { customer: after.customer });
  }
  await advanceLatestAttempt(ctx, before, after);
  const events = statusEvents(before, after);
  for (const type of events) await ctx.emit(type, after);
  await intentSaved(ctx, { before, after, events, inserted: options.insert === true || !before });
}
