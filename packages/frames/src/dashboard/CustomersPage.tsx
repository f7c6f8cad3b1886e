import { type FormEvent, useState } from 'react';
import { get } from './api.js';
import { formatTime } from './format.js';
import { navigate } from './router.js';
import { DataTable, Loading, Notice, useLoad, useTexts } from './ui.js';

interface CustomerRow {
  seq: number;
  id: string;
  email: string | null;
  name: string | null;
  description: string | null;
  created: number;
}

/** Customers, newest first, found by (part of) an e-mail address or by id. */
export function CustomersPage({ query, livemode }: { query: URLSearchParams; livemode: boolean }) {
  const { t, lang } = useTexts();
  const q = query.get('q') ?? '';
  const [before, setBefore] = useState<number>();
  const params = new URLSearchParams({ ...(q ? { q } : {}), ...(before ? { before: String(before) } : {}) });
  const { data, error } = useLoad(
    () => get<{ data: CustomerRow[]; has_more: boolean }>(`/customers?${params}`),
    [q, before, livemode].join(),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setBefore(undefined);
    navigate(`/customers${next ? `?${new URLSearchParams({ q: next })}` : ''}`);
  };
  return (
    <>
      <h1>{t('customers')}</h1>
      <div className="filters">
        <form onSubmit={submit}>
          <input
            name="q"
            type="search"
            defaultValue={q}
            placeholder={t('searchCustomers')}
            aria-label={t('searchCustomers')}
          />
        </form>
      </div>
      <Notice error={error} />
      <p className="hint keyboard">{t('keyboardHint')}</p>
      {data ? (
        <DataTable
          label={t('customers')}
          rows={data.data}
          rowKey={(row) => row.id}
          onOpen={(row) => navigate(`/customers/${row.id}`)}
          columns={[
            { title: t('email'), cell: (row) => row.email ?? '—' },
            { title: t('name'), cell: (row) => row.name ?? '' },
            { title: t('id'), cell: (row) => <code>{row.id}</code>, className: 'wide' },
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
