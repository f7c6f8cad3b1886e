import { localCurrencyOf } from '@payframe/core/currencies';
import { Elements } from '@payframe/react';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageApiError, pageApi } from './api.js';
import { pageTexts } from './messages.js';
import { completionUrl } from './money.js';
import { PayForm } from './PayForm.js';
import { refusalText } from './PromotionCode.js';
import type { PaymentPage } from './page-types.js';
import { regionLanguage } from './presented.js';
import { StatePanel } from './StatePanel.js';
import { Summary } from './Summary.js';
import type { PageStart } from './settings.js';

declare global {
  interface Window {
    Payframe?: (key: string, options?: Record<string, unknown>) => unknown;
  }
}

export interface CheckoutPageProps {
  start: PageStart;
  /** Where a completed session sends the shopper; the hosted page leaves, an embedded one may not. */
  onComplete(url: string | null): void;
}

/**
 * The hosted checkout page: loads the session through the page calls, shows its summary and
 * the pay form (the Payment Element through the merchant script), and leaves for success_url
 * once the session is complete. Mountable anywhere (a frame, for embedded checkout).
 */
export function CheckoutPage({ start, onComplete }: CheckoutPageProps) {
  // The API words its errors in the language the page shows, read at each call (the loaded
  // session's locale can change it).
  const shownLanguage = useRef<string | undefined>(undefined);
  const api = useMemo(
    () => pageApi(start.apiKey, start.sessionId, start.stripeAccount, () => shownLanguage.current),
    [start],
  );
  const [page, setPage] = useState<PaymentPage | null>(null);
  const [failure, setFailure] = useState<'notFound' | 'loadError' | null>(null);
  const [busy, setBusy] = useState(false);
  const [updateError, setUpdateError] = useState<string | null>(null);
  const [notice, setNotice] = useState<'paymentFailed' | null>(null);
  const { t, lang, dir } = pageTexts(
    page?.locale ?? start.locale,
    navigator.languages ?? [navigator.language],
  );
  shownLanguage.current = lang;
  const payframe = useMemo(() => {
    const options: Record<string, unknown> = { locale: start.locale ?? 'auto' };
    if (start.stripeAccount) options.stripeAccount = start.stripeAccount;
    return window.Payframe ? window.Payframe(start.apiKey, options) : null;
  }, [start]);

  useEffect(() => {
    // Back from a redirect (3-D Secure, a bank): a session completed meanwhile leaves at once.
    const status = new URLSearchParams(window.location.search).get('redirect_status');
    // The shopper's region (from the browser's languages) picks the local currency first offered.
    api.init(regionLanguage(navigator.languages ?? [navigator.language])).then(
      (loaded) => {
        if (status === null) return setPage(loaded);
        finishRef.current(loaded);
        if (loaded.status === 'open' && status === 'failed') setNotice('paymentFailed');
      },
      (error: unknown) =>
        setFailure(error instanceof PageApiError && error.status === 404 ? 'notFound' : 'loadError'),
    );
  }, [api]);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    document.title = page ? `${page.merchant.display_name} · ${t('title')}` : t('title');
  }, [lang, dir, page, t]);

  const finish = useCallback(
    (next: PaymentPage) => {
      setPage(next);
      if (next.status !== 'complete') return;
      const target = next.success_url ?? next.return_url;
      onComplete(target ? completionUrl(target, next.id) : null);
    },
    [onComplete],
  );
  const finishRef = useRef(finish);
  finishRef.current = finish;

  const change = useCallback(
    async (body: Record<string, unknown>) => {
      setBusy(true);
      setUpdateError(null);
      try {
        setPage(await api.update(body));
      } catch (error) {
        setUpdateError(
          error instanceof PageApiError ? (error.error.message ?? t('unexpected')) : t('unexpected'),
        );
      } finally {
        setBusy(false);
      }
    },
    [api, t],
  );

  // Adaptive pricing: the shopper's pick of currency; once they pick the merchant's, a billing
  // country no longer switches it for them.
  const pickedMerchant = useRef(false);
  const pageRef = useRef(page);
  pageRef.current = page;
  const pickCurrency = useCallback(
    (currency: string) => {
      pickedMerchant.current = currency === pageRef.current?.currency;
      return change({ updated_currency: currency });
    },
    [change],
  );
  /** The billing country's currency proposed, as the Payment Element's country changes. */
  const followCountry = useCallback(
    (country: string) => {
      const current = pageRef.current;
      if (!current?.adaptive_pricing?.enabled || current.status !== 'open' || pickedMerchant.current) return;
      const wanted = localCurrencyOf(country);
      const paying = current.presentment_details?.presentment_currency ?? current.currency;
      if (!wanted || wanted === paying) return;
      // A currency without a rate on this server is simply not offered.
      api.update({ updated_currency: wanted }).then(setPage, () => undefined);
    },
    [api],
  );

  const applyCode = useCallback(
    async (code: string): Promise<string | null> => {
      setBusy(true);
      setUpdateError(null);
      try {
        setPage(await api.update({ promotion_code: code }));
        return null;
      } catch (error) {
        const e = error instanceof PageApiError ? error.error : {};
        return refusalText(t, e.code, e.message);
      } finally {
        setBusy(false);
      }
    },
    [api, t],
  );

  // The Payment Element is told the amount the shopper will pay (a subscription's first
  // invoice in subscription mode): deferred intent, made on Pay.
  const elementsOptions = useMemo(() => {
    if (!page) return null;
    return {
      mode: page.mode,
      currency: page.currency ?? 'usd',
      ...(page.mode !== 'setup' ? { amount: page.amount_total ?? 0 } : {}),
      paymentMethodTypes: page.payment_method_types,
      paymentMethodCreation: 'manual',
      locale: start.locale ?? 'auto',
      ...(accentStyle(page.merchant.primary_color)
        ? { appearance: { variables: { colorPrimary: page.merchant.primary_color } } }
        : {}),
    };
  }, [page, start.locale]);

  if (failure) return <StatePanel kind={failure} t={t} />;
  if (!page || !elementsOptions) return <div className="cp-loading" aria-busy="true" />;
  if (page.status === 'expired') return <StatePanel kind="expired" t={t} page={page} />;
  if (page.status === 'complete') return <StatePanel kind="complete" t={t} page={page} />;
  return (
    <div
      className={`cp cp-${start.layout}`}
      data-layout={start.layout}
      style={accentStyle(page.merchant.primary_color)}
    >
      <header className="cp-bar">
        {page.cancel_url ? (
          <a className="cp-back cp-brand" href={page.cancel_url}>
            <span className="cp-arrow" aria-hidden="true">
              ←
            </span>{' '}
            <MerchantMark merchant={page.merchant} fallback={t('back')} />
          </a>
        ) : (
          <span className="cp-back cp-brand">
            <MerchantMark merchant={page.merchant} fallback="" />
          </span>
        )}
        {page.livemode ? null : <span className="cp-badge">{t('testMode')}</span>}
      </header>
      <main className="cp-main">
        <Summary
          page={page}
          layout={start.layout}
          t={t}
          lang={lang}
          busy={busy}
          onQuantity={(id, quantity) =>
            change({ updated_line_item_quantity: { line_item_id: id, quantity } })
          }
          onCode={applyCode}
          onCurrency={(currency) => void pickCurrency(currency)}
        />
        <div className="cp-pane">
          {updateError || notice ? (
            <p className="cp-error" role="alert">
              {updateError ?? t('paymentFailed')}
            </p>
          ) : null}
          <Elements stripe={payframe as never} options={elementsOptions}>
            <PayForm
              page={page}
              api={api}
              t={t}
              lang={lang}
              busy={busy}
              setBusy={setBusy}
              onShippingRate={(rate) => change({ shipping_rate: rate })}
              onTaxRegion={(region) => change({ tax_region: region })}
              onBillingCountry={followCountry}
              onPaid={finish}
            />
          </Elements>
          <p className="cp-footer cp-muted cp-small">{t('poweredBy')}</p>
        </div>
      </main>
    </div>
  );
}

/** The merchant's brand colour for the page's buttons and focus rings (set through the CSSOM). */
function accentStyle(color: string | null): CSSProperties | undefined {
  return color && /^#[0-9a-fA-F]{6}$/.test(color) ? ({ '--cp-accent': color } as CSSProperties) : undefined;
}

/** The merchant's logo (its name for screen readers), else its icon and name, else its name. */
function MerchantMark({ merchant, fallback }: { merchant: PaymentPage['merchant']; fallback: string }) {
  const name = merchant.display_name || fallback;
  if (merchant.logo) return <img className="cp-logo" src={merchant.logo} alt={name} />;
  return (
    <>
      {merchant.icon ? <img className="cp-icon" src={merchant.icon} alt="" /> : null}
      {name}
    </>
  );
}
