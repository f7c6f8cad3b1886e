import { fieldForDeclineCode } from '@payframe/core/form';
import type { WireError } from '@payframe/js/protocol';

/**
 * The field a confirmation error flags (docs/elements.md#states: "a card confirmation error flags
 * the failed field and clears on change"), or null to show it above the form.
 */
export function confirmErrorField(error: WireError, type: string | null): string | null {
  if (type !== 'card' || error.type !== 'card_error') return null;
  const field = fieldForDeclineCode(error.decline_code ?? error.code ?? '');
  // A generic decline is about the card as a whole: shown under the number like Stripe.js does.
  return field ?? (error.code === 'card_declined' ? 'number' : null);
}
