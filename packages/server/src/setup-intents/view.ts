import type { RequestContext } from '../http/route.js';
import type { StripeObject } from '../store/types.js';
import { publishableSetupView, type SetupIntent } from './setup-intent.js';

export function setupView(ctx: Pick<RequestContext, 'auth'>, si: SetupIntent): StripeObject {
  return ctx.auth.kind === 'publishable' ? publishableSetupView(si) : si;
}
