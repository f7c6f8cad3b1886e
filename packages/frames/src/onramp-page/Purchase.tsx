import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorLine, Field } from './fields.js';
import type { Translate } from './messages.js';
import { formatCoin, formatFiat, totalCents } from './money.js';
import { NETWORK_CURRENCIES, type OnrampSession, type SavedWallet } from './types.js';

interface Props {
  t: Translate;
  lang: string;
  session: OnrampSession;
  busy: boolean;
  error: string | null;
  /** A returning buyer's e-mail, greeted; null for a first purchase. */
  welcome: string | null;
  /** The buyer's saved wallets for the network shown. */
  saved: readonly SavedWallet[];
  /** Sends the buyer's choices; the answer brings the new quote (and the status). */
  onChange(change: Record<string, unknown>): Promise<void>;
  /** Keeps the wallet and the network and coin for the buyer's next purchase. */
  onRemember(choice: { network: string; currency: string | null; wallet: string }): void;
}

/** Network, coin, wallet and amount, with the quote for them as they change. */
export function Purchase({ t, lang, session, busy, error, welcome, saved, onChange, onRemember }: Props) {
  const details = session.transaction_details;
  const network = details.destination_network ?? details.destination_networks[0] ?? 'ethereum';
  const coins = (name: string) =>
    details.destination_currencies.filter((coin) => NETWORK_CURRENCIES[name]?.includes(coin));
  const currency = details.destination_currency ?? coins(network)[0] ?? null;
  const [wallet, setWallet] = useState(details.wallet_address ?? '');
  const [amount, setAmount] = useState(details.source_amount ?? '100.00');
  const [remember, setRemember] = useState(false);
  const first = useRef(true);

  // The session's own wallet for a new network (a locked one is the only one).
  useEffect(() => setWallet(details.wallet_address ?? ''), [details.wallet_address]);
  // The first quote: the defaults shown, priced.
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    if (!details.fees)
      void onChange({ destination_network: network, destination_currency: currency, source_amount: amount });
  }, [details.fees, network, currency, amount, onChange]);
  // The quote follows the amount typed, once the buyer pauses.
  useEffect(() => {
    if (amount === (details.source_amount ?? '') || !/^\d+(\.\d{0,2})?$/.test(amount)) return;
    const timer = setTimeout(() => void onChange({ source_amount: amount }), 400);
    return () => clearTimeout(timer);
  }, [amount, details.source_amount, onChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remember && !details.lock_wallet_address && wallet.trim())
      onRemember({ network, currency, wallet: wallet.trim() });
    void onChange({
      destination_network: network,
      ...(currency ? { destination_currency: currency } : {}),
      ...(details.lock_wallet_address ? {} : { wallet_address: wallet.trim() }),
      source_amount: amount,
    });
  };
  const source = details.source_currency;
  const ready = session.status === 'requires_payment';
  return (
    <form className="or-step" data-step="purchase" onSubmit={submit} noValidate>
      <h2>{t('purchaseTitle')}</h2>
      {welcome ? (
        <p className="or-muted" data-welcome>
          {t('welcomeBack', { email: welcome })}
        </p>
      ) : null}
      <div className="or-row">
        <label className="or-field">
          <span>{t('network')}</span>
          <select
            name="network"
            value={network}
            disabled={busy}
            onChange={(e) => void onChange({ destination_network: e.target.value })}
          >
            {details.destination_networks.map((name) => (
              <option key={name} value={name}>
                {name[0]!.toUpperCase() + name.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="or-field">
          <span>{t('currency')}</span>
          <select
            name="currency"
            value={currency ?? ''}
            disabled={busy}
            onChange={(e) => void onChange({ destination_currency: e.target.value })}
          >
            {coins(network).map((coin) => (
              <option key={coin} value={coin}>
                {coin.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      </div>
      {saved.length > 0 && !details.lock_wallet_address ? (
        <label className="or-field">
          <span>{t('savedWallets')}</span>
          <select
            name="saved_wallet"
            value={saved.some((w) => w.address === wallet) ? wallet : ''}
            disabled={busy}
            onChange={(e) => {
              setWallet(e.target.value);
              if (e.target.value) void onChange({ wallet_address: e.target.value });
            }}
          >
            {saved.map((w) => (
              <option key={w.address} value={w.address}>
                {shortAddress(w.address)}
              </option>
            ))}
            <option value="">{t('otherWallet')}</option>
          </select>
        </label>
      ) : null}
      <Field
        label={t('wallet')}
        name="wallet_address"
        value={wallet}
        readOnly={details.lock_wallet_address}
        onChange={setWallet}
        hint={details.lock_wallet_address ? t('walletLocked') : undefined}
      />
      <Field
        label={t('amount', { currency: source.toUpperCase() })}
        name="source_amount"
        value={amount}
        inputMode="decimal"
        onChange={setAmount}
      />
      {details.fees ? (
        <dl className="or-quote" aria-live="polite">
          <dt>{t('youGet')}</dt>
          <dd data-quote="destination">
            {formatCoin(details.destination_amount, details.destination_currency)}
          </dd>
          <dt>{t('networkFee')}</dt>
          <dd>{formatFiat(details.fees.network_fee_monetary, source, lang)}</dd>
          <dt>{t('transactionFee')}</dt>
          <dd>{formatFiat(details.fees.transaction_fee_monetary, source, lang)}</dd>
          <dt className="or-total">{t('total')}</dt>
          <dd className="or-total" data-quote="total">
            {formatFiat((totalCents(details) / 100).toFixed(2), source, lang)}
          </dd>
        </dl>
      ) : null}
      {details.lock_wallet_address || ready || saved.some((w) => w.address === wallet.trim()) ? null : (
        <label className="or-check-field">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <span>{t('saveWallet')}</span>
        </label>
      )}
      {ready ? null : (
        <button className="or-primary" type="submit" disabled={busy}>
          {t('continue')}
        </button>
      )}
      <ErrorLine error={error} />
    </form>
  );
}

/** An address as a person tells it apart: its start and its end. */
export const shortAddress = (address: string) =>
  address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
