import { type FormEvent, useState } from 'react';
import type { PageMessageId } from './messages/en.js';
import type { Translate } from './messages.js';
import type { PaymentPage } from './page-types.js';

/** Why the server refused a code (its error code), in the shopper's language. */
const REFUSALS: Record<string, PageMessageId> = {
  promotion_code_invalid: 'codeInvalid',
  promotion_code_inactive: 'codeInactive',
  coupon_expired: 'codeExpired',
  promotion_code_currency_mismatch: 'codeCurrency',
  promotion_code_minimum_amount_not_met: 'codeMinimum',
  promotion_code_not_applicable: 'codeNotApplicable',
  promotion_code_first_time_transaction_only: 'codeFirstTime',
};

export const refusalText = (t: Translate, code: string | undefined, fallback: string | undefined) => {
  const id = code ? REFUSALS[code] : undefined;
  return id ? t(id) : (fallback ?? t('unexpected'));
};

interface PromotionCodeProps {
  page: PaymentPage;
  t: Translate;
  busy: boolean;
  money(amount: number): string;
  /** Applies the code ('' removes it); answers the refusal to show, or null. */
  onCode(code: string): Promise<string | null>;
}

/** The discount's line among the totals: the code with a remove button, and what it takes off. */
export function DiscountRow({ page, t, busy, money, onCode }: PromotionCodeProps) {
  const discount = page.discount;
  if (!discount) return null;
  const label = discount.promotion_code ?? discount.name ?? t('discount');
  return (
    <div className="cp-discount" data-testid="discount">
      <dt>
        <span className="cp-code">
          {label}
          {discount.promotion_code && page.allow_promotion_codes ? (
            <button
              type="button"
              className="cp-code-remove"
              aria-label={t('removeDiscount', { code: label })}
              disabled={busy}
              onClick={() => void onCode('')}
            >
              ×
            </button>
          ) : null}
        </span>
        {discount.promotion_code && discount.name ? (
          <span className="cp-muted cp-small">{discount.name}</span>
        ) : null}
      </dt>
      <dd>−{money(discount.amount)}</dd>
    </div>
  );
}

/** "Add promotion code": a link that opens the field, shown while no discount applies. */
export function PromotionCodeEntry({ page, t, busy, onCode }: PromotionCodeProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (page.discount || !page.allow_promotion_codes) return null;
  if (!open)
    return (
      <div className="cp-promo">
        <button type="button" className="cp-link" onClick={() => setOpen(true)}>
          {t('addPromotionCode')}
        </button>
      </div>
    );
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setError(await onCode(code.trim()));
  }
  return (
    <div className="cp-promo cp-promo-open">
      <form className="cp-promo-form" onSubmit={submit} noValidate>
        <input
          // biome-ignore lint/a11y/noAutofocus: the shopper just asked for the field
          autoFocus
          aria-label={t('promotionCode')}
          placeholder={t('addPromotionCode')}
          name="promotion_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cp-promo-error' : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="cp-promo-apply" disabled={busy || !code.trim()}>
          {t('apply')}
        </button>
      </form>
      {error ? (
        <p id="cp-promo-error" className="cp-promo-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
