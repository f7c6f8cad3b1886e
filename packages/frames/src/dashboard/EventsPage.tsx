import { useState } from 'react';
import { get } from './api.js';
import { formatTime } from './format.js';
import { useLive } from './live.js';
import { navigate } from './router.js';
import { DataTable, Loading, Notice, useLoad, useTexts } from './ui.js';

interface EventRow {
  seq: number;
  id: string;
  type: string;
  created: number;
  object_id: string | null;
}

/** Every event of the account and mode, newest first; a payment's event opens the payment. */
export function EventsPage({ livemode }: { livemode: boolean }) {
  const { t, lang } = useTexts();
  const [before, setBefore] = useState<number>();
  const { data, error, reload } = useLoad(
    () => get<{ data: EventRow[]; has_more: boolean }>(`/events${before ? `?before=${before}` : ''}`),
    [before, livemode].join(),
  );
  useLive(reload, String(livemode), before === undefined);
  return (
    <>
      <h1>{t('events')}</h1>
      <Notice error={error} />
      {data ? (
        <DataTable
          label={t('events')}
          rows={data.data}
          rowKey={(row) => row.id}
          onOpen={(row) => {
            if (row.object_id?.startsWith('pi_')) navigate(`/payments/${row.object_id}`);
          }}
          columns={[
            { title: t('type'), cell: (row) => <strong>{row.type}</strong> },
            { title: t('object'), cell: (row) => <code>{row.object_id}</code> },
            { title: t('id'), cell: (row) => <code>{row.id}</code> },
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
