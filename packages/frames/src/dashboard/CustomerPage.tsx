import { get } from './api.js';
import { formatMoney, formatTime } from './format.js';
import { navigate } from './router.js';
import { Badge, DataTable, Loading, Notice, useLoad, useTexts } from './ui.js';

interface CustomerDetail {
  customer: { id: string; email: string | null; name: string | null; created: number; deleted?: boolean };
  payment_methods: {
    id: string;
    type: string;
    created: number;
    card: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
    details: string | null;
  }[];
  payments: {
    id: string;
    amount: number;
    currency: string;
    status: string;
    created: number;
    description: string | null;
  }[];
}

/** One customer: who they are, the payment methods saved for them, and their payments. */
export function CustomerPage({ id, livemode }: { id: string; livemode: boolean }) {
  const { t, lang } = useTexts();
  const { data, error } = useLoad(
    () => get<CustomerDetail>(`/customers/${encodeURIComponent(id)}`),
    [id, livemode].join(),
  );
  if (!data) return error ? <Notice error={error} /> : <Loading />;
  const { customer } = data;
  return (
    <>
      <button type="button" className="link back" onClick={() => navigate('/customers')}>
        ← {t('backToCustomers')}
      </button>
      <div className="card summary">
        <div>
          <div className="amount">{customer.email ?? customer.id}</div>
          <code>{customer.id}</code>
          <dl>
            <dt>{t('name')}</dt>
            <dd>{customer.name ?? '—'}</dd>
            <dt>{t('created')}</dt>
            <dd>{customer.created ? formatTime(customer.created, lang) : '—'}</dd>
          </dl>
        </div>
      </div>
      <h2>{t('savedMethods')}</h2>
      <DataTable
        label={t('savedMethods')}
        rows={data.payment_methods}
        rowKey={(row) => row.id}
        columns={[
          { title: t('type'), cell: (row) => row.card?.brand ?? row.type },
          { title: t('details'), cell: (row) => row.details ?? '—' },
          {
            title: t('expires'),
            cell: (row) =>
              row.card ? `${String(row.card.exp_month).padStart(2, '0')}/${row.card.exp_year}` : '—',
          },
          { title: t('id'), cell: (row) => <code>{row.id}</code>, className: 'wide' },
        ]}
      />
      <h2>{t('payments')}</h2>
      <DataTable
        label={t('payments')}
        rows={data.payments}
        rowKey={(row) => row.id}
        onOpen={(row) => navigate(`/payments/${row.id}`)}
        columns={[
          {
            title: t('amount'),
            className: 'num',
            cell: (row) => formatMoney(row.amount, row.currency, lang),
          },
          { title: t('status'), cell: (row) => <Badge status={row.status} /> },
          { title: t('description'), cell: (row) => row.description ?? '', className: 'wide' },
          { title: t('created'), cell: (row) => formatTime(row.created, lang, 'short') },
        ]}
      />
      {data.payments.length > 0 ? (
        <button type="button" className="link" onClick={() => navigate(`/payments?customer=${customer.id}`)}>
          {t('payments')} →
        </button>
      ) : null}
    </>
  );
}
