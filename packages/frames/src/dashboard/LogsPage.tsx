import { get } from './api.js';
import { navigate } from './router.js';
import { Badge, DataTable, Loading, Notice, useLoad, useTexts } from './ui.js';

interface LogRow {
  id: string;
  created_ms: number;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  idempotency_key: string | null;
}

/** The account's API calls in this mode (the request log): never a body. */
export function LogsPage({ query, livemode }: { query: URLSearchParams; livemode: boolean }) {
  const { t, lang } = useTexts();
  const method = query.get('method') ?? '';
  const { data, error } = useLoad(
    () => get<{ data: LogRow[] }>(`/request_logs${method ? `?method=${method}` : ''}`),
    [method, livemode].join(),
  );
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <>
      <h1>{t('requestLogs')}</h1>
      <div className="filters">
        <select
          aria-label={t('method')}
          value={method}
          onChange={(event) => navigate(`/logs${event.target.value ? `?method=${event.target.value}` : ''}`)}
        >
          <option value="">{t('allMethods')}</option>
          <option value="GET">GET</option>
          <option value="POST">POST</option>
          <option value="DELETE">DELETE</option>
        </select>
      </div>
      <Notice error={error} />
      {data ? (
        <DataTable
          label={t('requestLogs')}
          rows={[...data.data].reverse()}
          rowKey={(row) => row.id}
          columns={[
            { title: t('status'), cell: (row) => <Badge status={String(row.status)} /> },
            { title: t('method'), cell: (row) => row.method },
            { title: t('path'), className: 'wide', cell: (row) => <code>{row.path}</code> },
            { title: t('duration'), className: 'num', cell: (row) => `${row.duration_ms} ms` },
            { title: t('idempotencyKey'), cell: (row) => row.idempotency_key ?? '—' },
            { title: t('requestId'), cell: (row) => <code>{row.id}</code> },
            { title: t('created'), cell: (row) => time.format(row.created_ms) },
          ]}
        />
      ) : (
        <Loading />
      )}
    </>
  );
}
