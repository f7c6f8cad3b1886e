import { type FormEvent, useState } from 'react';
import { get, type PaymentRow } from './api.js';
import { formatMoney, formatTime } from './format.js';
import { useLive } from './live.js';
import { statusLabel } from './messages.js';
import { navigate } from './router.js';
import { Badge, DataTable, Loading, Notice, useLoad, useTexts } from './ui.js';

/** The method types an operator filters on most; the list shows whatever a payment used. */
const METHODS = ['card', 'link', 'sepa_debit', 'us_bank_account', 'ideal', 'bancontact', 'klarna', 'paypal'];

const STATUSES = [
  'succeeded',
  'requires_capture',
  'processing',
  'requires_action',
  'requires_payment_method',
  'canceled',
];

/**
 * PaymentIntents, newest first: filtered by status, amount, date, customer and method, found by
 * id or customer e-mail; the first page updates itself as payments come in.
 */
export function PaymentsPage({ query, livemode }: { query: URLSearchParams; livemode: boolean }) {
  const { t, lang } = useTexts();
  const status = query.get('status') ?? '';
  const q = query.get('q') ?? '';
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const min = query.get('min') ?? '';
  const max = query.get('max') ?? '';
  const method = query.get('method') ?? '';
  const customer = query.get('customer') ?? '';
  const [before, setBefore] = useState<number>();
  const params = new URLSearchParams({
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    ...(min ? { amount_gte: min } : {}),
    ...(max ? { amount_lte: max } : {}),
    ...(method ? { method } : {}),
    ...(customer ? { customer } : {}),
  });
  // The days are the operator's own: midnight here, sent as seconds.
  if (from) params.set('created_gte', String(dayStart(from)));
  if (to) params.set('created_lt', String(dayStart(to) + 86_400));
  if (before) params.set('before', String(before));
  const { data, error, reload } = useLoad(
    () => get<{ data: PaymentRow[]; has_more: boolean }>(`/payments?${params}`),
    [status, q, from, to, min, max, method, customer, before, livemode].join(),
  );
  // Older pages stay as they are: only the newest page has new rows to show.
  useLive(reload, String(livemode), before === undefined);
  const search = (next: Record<string, string>) => {
    const current = { status, q, from, to, min, max, method, customer };
    const merged = new URLSearchParams({ ...current, ...next });
    for (const [name, value] of [...merged]) if (!value) merged.delete(name);
    setBefore(undefined);
    navigate(`/payments${merged.size ? `?${merged}` : ''}`);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };
  const amounts = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    search({ min: String(form.get('min') ?? '').trim(), max: String(form.get('max') ?? '').trim() });
  };
  return (
    <>
      <h1>{t('payments')}</h1>
      <div className="filters">
        <form onSubmit={submit}>
          <input name="q" type="search" defaultValue={q} placeholder={t('search')} aria-label={t('search')} />
        </form>
        <select
          aria-label={t('status')}
          value={status}
          onChange={(event) => search({ status: event.target.value })}
        >
          <option value="">{t('allStatuses')}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(t, value)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('paymentMethod')}
          value={method}
          onChange={(event) => search({ method: event.target.value })}
        >
          <option value="">{t('allMethods')}</option>
          {METHODS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <form className="amounts" onSubmit={amounts} key={`${min}-${max}`}>
          <input
            name="min"
            inputMode="decimal"
            defaultValue={min}
            placeholder={t('amountMin')}
            aria-label={t('amountMin')}
          />
          <input
            name="max"
            inputMode="decimal"
            defaultValue={max}
            placeholder={t('amountMax')}
            aria-label={t('amountMax')}
          />
          <button type="submit">{t('apply')}</button>
        </form>
        <label className="inline">
          {t('from')}
          <input type="date" value={from} onChange={(event) => search({ from: event.target.value })} />
        </label>
        <label className="inline">
          {t('to')}
          <input type="date" value={to} onChange={(event) => search({ to: event.target.value })} />
        </label>
      </div>
      {customer ? (
        <p className="chip">
          {t('customer')}: <code>{customer}</code>{' '}
          <button type="button" className="link" onClick={() => search({ customer: '' })}>
            {t('allCustomers')}
          </button>
        </p>
      ) : null}
      <Notice error={error} />
      <p className="hint keyboard">
        {before === undefined ? <span className="live-dot">{t('live')}</span> : null} {t('keyboardHint')}
      </p>
      {data ? (
        <DataTable
          label={t('payments')}
          rows={data.data}
          rowKey={(row) => row.id}
          onOpen={(row) => navigate(`/payments/${row.id}`)}
          columns={[
            {
              title: t('amount'),
              className: 'num',
              cell: (row) => formatMoney(row.amount, row.currency, lang),
            },
            { title: t('status'), cell: (row) => <Badge status={row.status} /> },
            { title: t('customer'), cell: (row) => row.email ?? '—' },
            { title: t('paymentMethod'), cell: (row) => row.payment_method_type ?? '—' },
            { title: t('description'), cell: (row) => row.description ?? '', className: 'wide' },
            { title: t('created'), cell: (row) => formatTime(row.created, lang, 'short') },
          ]}
        />
      ) : (
        <Loading />
      )}
      {data?.has_more ? (
        <button type="button" onClick={() => setBefore(data.data.at(-1)?.seq)}>
          {t('older')}
        </button>
      ) : null}
    </>
  );
}

/** Midnight of a `yyyy-mm-dd` day in the operator's time zone, in seconds. */
function dayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.floor(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).getTime() / 1000);
}
