import type { CheckoutLayout } from '@payframe/core';
import { CurrencySwitch } from './CurrencySwitch.js';
import type { Translate } from './messages.js';
import { formatMoney } from './money.js';
import { DiscountRow, PromotionCodeEntry } from './PromotionCode.js';
import type { PaymentPage } from './page-types.js';
import { presentedPrices } from './presented.js';

interface SummaryProps {
  page: PaymentPage;
  layout: CheckoutLayout;
  t: Translate;
  lang: string;
  busy: boolean;
  onQuantity(lineId: string, quantity: number): void;
  /** Applies a promotion code ('' removes it); answers the refusal to show, or null. */
  onCode(code: string): Promise<string | null>;
  /** The shopper picks the currency to pay in (adaptive pricing). */
  onCurrency(currency: string): void;
}

type Line = PaymentPage['line_items'][number];

function Quantity({
  line,
  t,
  busy,
  onQuantity,
}: { line: Line } & Pick<SummaryProps, 't' | 'busy' | 'onQuantity'>) {
  const bounds = line.adjustable_quantity;
  if (!bounds) return <span className="cp-qty">{t('quantity', { quantity: String(line.quantity) })}</span>;
  return (
    <span className="cp-stepper">
      <button
        type="button"
        aria-label={t('decrease')}
        disabled={busy || line.quantity <= bounds.minimum}
        onClick={() => onQuantity(line.id, line.quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite">{t('quantity', { quantity: String(line.quantity) })}</output>
      <button
        type="button"
        aria-label={t('increase')}
        disabled={busy || line.quantity >= bounds.maximum}
        onClick={() => onQuantity(line.id, line.quantity + 1)}
      >
        +
      </button>
    </span>
  );
}

/** One row per tax rate (its name and percentage), or one saying the address is needed first. */
function TaxRows({
  page,
  t,
  lang,
  money,
}: Pick<SummaryProps, 'page' | 't' | 'lang'> & { money(n: number): string }) {
  if (page.tax_pending && page.taxes.length === 0)
    return (
      <div data-testid="tax-pending">
        <dt>{t('tax')}</dt>
        <dd className="cp-muted">{t('taxPending')}</dd>
      </div>
    );
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 4 });
  return (
    <>
      {page.taxes.map((tax) => {
        const label = `${tax.display_name} (${percent.format(tax.percentage / 100)})`;
        return (
          <div key={tax.id} data-testid="tax-line">
            <dt>{tax.inclusive ? t('taxIncluded', { tax: label }) : label}</dt>
            <dd>{money(tax.amount)}</dd>
          </div>
        );
      })}
    </>
  );
}

/** The merchant, what is bought and the amounts: the page's left column (its top on a phone). */
export function Summary(props: SummaryProps) {
  const { page, layout, t, lang } = props;
  // Amounts in the currency the shopper pays in; the total exactly as it will be charged.
  const prices = presentedPrices(page);
  const money = (amount: number) => formatMoney(prices.convert(amount), prices.currency, lang);
  const total = formatMoney(prices.total, prices.currency, lang);
  const merchant = page.merchant.display_name;
  if (page.mode === 'setup') {
    return (
      <section className="cp-summary" aria-label={t('orderSummary')}>
        <h1 className="cp-heading">{t('setupTitle', { merchant })}</h1>
        <p className="cp-muted">{t('setupBody')}</p>
      </section>
    );
  }
  const [first] = page.line_items;
  const shipping = page.total_details?.amount_shipping ?? 0;
  const single = layout === 'single_item' && page.line_items.length === 1 && first;
  const codeProps = { page, t, busy: props.busy, money, onCode: props.onCode };
  return (
    <section className="cp-summary" aria-label={t('orderSummary')}>
      <p className="cp-muted">{t('payTo', { merchant })}</p>
      <p className="cp-total-big" data-testid="total">
        {total}
      </p>
      <CurrencySwitch page={page} t={t} lang={lang} busy={props.busy} onCurrency={props.onCurrency} />
      {single ? (
        <div className="cp-single">
          {first.images[0] ? <img className="cp-hero" src={first.images[0]} alt="" /> : null}
          <div className="cp-line-name">{first.name}</div>
          <Quantity line={first} {...props} />
        </div>
      ) : (
        <ul className="cp-lines">
          {page.line_items.map((line) => (
            <li key={line.id} className="cp-line" data-testid="line-item">
              {line.images[0] ? (
                <img className="cp-thumb" src={line.images[0]} alt="" />
              ) : (
                <span className="cp-thumb cp-thumb-empty" aria-hidden="true">
                  {line.name.slice(0, 1)}
                </span>
              )}
              <div className="cp-line-text">
                <div className="cp-line-name">{line.name}</div>
                <Quantity line={line} {...props} />
                {line.quantity > 1 && line.unit_amount !== null ? (
                  <div className="cp-muted cp-small">{t('each', { amount: money(line.unit_amount) })}</div>
                ) : null}
              </div>
              <div className="cp-line-amount">{money(line.amount_subtotal)}</div>
            </li>
          ))}
        </ul>
      )}
      <div className="cp-totals">
        <dl className="cp-totals-list">
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>{money(page.amount_subtotal ?? 0)}</dd>
          </div>
        </dl>
        {/* Fresh (closed, empty) again once a code is removed. */}
        <PromotionCodeEntry key={page.discount ? 'applied' : 'none'} {...codeProps} />
        <dl className="cp-totals-list">
          <DiscountRow {...codeProps} />
          {page.shipping_options.length > 0 ? (
            <div>
              <dt>{t('shipping')}</dt>
              <dd>{shipping === 0 ? t('free') : money(shipping)}</dd>
            </div>
          ) : null}
          <TaxRows page={page} t={t} lang={lang} money={money} />
          <div className="cp-grand">
            <dt>{t('total')}</dt>
            <dd>{total}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
