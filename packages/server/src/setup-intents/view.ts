import type { AuthKind } from '../routing/caller.js';
import type { StripeObject } from '../store/types.js';
import { publishableSetupView, type SetupIntent } from './setup-intent.js';

export function setupView(keyKind: AuthKind, si: SetupIntent): StripeObject {
  return keyKind === 'publishable' ? publishableSetupView(si) : si;
}
