import type { PresentmentQuote } from '@payframe/js/protocol';
import { useMessages } from '../i18n/Messages.js';
import { formatPrice, formatRate, formatTime } from './money.js';

export interface CurrencyChoice {
  currency: string;
  amount: number;
  /** The shopper's own currency (converted), or the merchant's. */
  local: boolean;
}

/**
 * Two buttons, the shopper's currency and the merchant's, each with its amount; under them the
 * rate and until when it holds. Choosing one is `onChoose`.
 */
export function CurrencySelectorElement(props: {
  choices: CurrencyChoice[];
  chosen: string;
  quote: PresentmentQuote | null;
  expired: boolean;
  unavailable: boolean;
  onChoose(currency: string): void;
}) {
  const m = useMessages();
  const local = props.choices.find((choice) => choice.local);
  const rate = local && props.quote ? props.quote.rates[local.currency] : undefined;
  return (
    <fieldset className="CurrencySelector" aria-label={m.t('currency.label')}>
      <div className="Label">{m.t('currency.label')}</div>
      <div className="CurrencySelector-options">
        {props.choices.map((choice) => {
          const selected = choice.currency === props.chosen;
          return (
            <button
              key={choice.currency}
              type="button"
              aria-pressed={selected}
              data-currency={choice.currency}
              className={selected ? 'Tab Tab--selected' : 'Tab'}
              onClick={() => props.onChoose(choice.currency)}
            >
              <span className="CurrencySelector-amount">
                {formatPrice(choice.amount, choice.currency, m.lang)}
              </span>
              <span className="TabLabel">
                {choice.currency.toUpperCase()} · {m.t(choice.local ? 'currency.local' : 'currency.merchant')}
              </span>
            </button>
          );
        })}
      </div>
      {local && rate !== undefined && props.quote ? (
        <p className="CurrencySelector-rate">
          {m.t('currency.rate', {
            from: local.currency.toUpperCase(),
            rate: formatRate(rate, m.lang),
            to: props.quote.toCurrency.toUpperCase(),
          })}
          {' · '}
          {props.expired
            ? m.t('currency.expired')
            : m.t('currency.validUntil', { time: formatTime(props.quote.expiresAt, m.lang) })}
        </p>
      ) : null}
      {props.unavailable ? <p className="CurrencySelector-rate">{m.t('currency.unavailable')}</p> : null}
    </fieldset>
  );
}
