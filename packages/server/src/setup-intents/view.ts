import type { CallerContext } from '../routing/caller.js';
import type { StripeObject } from '../store/types.js';
import { publishableSetupView, type SetupIntent } from './setup-intent.js';

export function setupView(ctx: Pick<CallerContext, 'auth'>, si: SetupIntent): StripeObject {
  return ctx.auth.kind === 'publishable' ? publishableSetupView(si) : si;
}
