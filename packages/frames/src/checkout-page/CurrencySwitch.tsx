import type { Translate } from './messages.js';
import { formatMoney } from './money.js';
import type { PaymentPage } from './page-types.js';

interface CurrencySwitchProps {
  page: PaymentPage;
  t: Translate;
  lang: string;
  busy: boolean;
  onCurrency(currency: string): void;
}

/**
 * Adaptive pricing: the total in the shopper's local currency beside the merchant's, the one
 * they pay in pressed; under them the rate and until when it holds. Shown only when the session
 * offers a local currency.
 */
export function CurrencySwitch({ page, t, lang, busy, onCurrency }: CurrencySwitchProps) {
  const local = page.local_currency;
  const merchant = page.currency;
  if (!local || !merchant || page.amount_total === null) return null;
  const paying = page.presentment_details?.presentment_currency ?? merchant;
  const options = [
    { currency: local.currency, amount: local.amount, label: t('currencyLocal') },
    { currency: merchant, amount: page.amount_total, label: t('currencyMerchant') },
  ];
  const rate = new Intl.NumberFormat(lang, { maximumSignificantDigits: 4 }).format(local.exchange_rate);
  const until =
    local.expires_at === null
      ? null
      : new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(local.expires_at * 1000);
  return (
    <fieldset className="cp-currency" aria-label={t('currencyLabel')}>
      <legend className="cp-muted cp-small">{t('currencyLabel')}</legend>
      <div className="cp-currency-options">
        {options.map((option) => (
          <button
            key={option.currency}
            type="button"
            className="cp-currency-option"
            data-currency={option.currency}
            aria-pressed={option.currency === paying}
            disabled={busy}
            onClick={() => option.currency !== paying && onCurrency(option.currency)}
          >
            <span className="cp-currency-amount">{formatMoney(option.amount, option.currency, lang)}</span>
            <span className="cp-muted cp-small">
              {option.currency.toUpperCase()} · {option.label}
            </span>
          </button>
        ))}
      </div>
      <p className="cp-muted cp-small cp-currency-rate">
        {t('currencyRate', {
          from: local.currency.toUpperCase(),
          rate,
          to: merchant.toUpperCase(),
        })}
        {until ? ` · ${t('currencyValidUntil', { time: until })}` : null}
      </p>
    </fieldset>
  );
}
