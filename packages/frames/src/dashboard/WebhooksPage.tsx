import { useState } from 'react';
import { type Delivery, get, post } from './api.js';
import { formatTime } from './format.js';
import { Badge, DataTable, Loading, Notice, useLoad, useTexts } from './ui.js';

interface Endpoint {
  id: string;
  url: string;
  enabled_events: string[];
  status: string;
  deliveries: Delivery[];
}

/** Each webhook endpoint with its latest deliveries; Resend queues an event to it again. */
export function WebhooksPage({ livemode }: { livemode: boolean }) {
  const { t, lang } = useTexts();
  const { data, error, reload } = useLoad(
    () => get<{ data: Endpoint[] }>('/webhook_endpoints'),
    String(livemode),
  );
  const [message, setMessage] = useState<{ error?: string; info?: string }>({});
  const [open, setOpen] = useState<string>();
  const resend = async (event: string, endpoint: string) => {
    setMessage({});
    try {
      await post(`/events/${event}/resend`, { webhook_endpoint: endpoint });
      setMessage({ info: t('resent') });
      reload();
    } catch (e) {
      setMessage({ error: (e as Error).message });
    }
  };
  if (!data) return error ? <Notice error={error} /> : <Loading />;
  return (
    <>
      <h1>{t('webhooks')}</h1>
      <Notice {...message} />
      {data.data.length === 0 ? <p className="empty">{t('noEndpoints')}</p> : null}
      {data.data.map((endpoint) => (
        <section key={endpoint.id} className="card">
          <h2>
            {endpoint.url} <Badge status={endpoint.status} />
          </h2>
          <p className="hint">
            <code>{endpoint.id}</code> · {t('listening')}: {endpoint.enabled_events.join(', ')}
          </p>
          <DataTable
            label={`${t('deliveries')} ${endpoint.url}`}
            rows={endpoint.deliveries}
            rowKey={(row) => row.id}
            onOpen={(row) => setOpen(open === row.id ? undefined : row.id)}
            columns={[
              { title: t('event'), cell: (row) => <strong>{row.type}</strong> },
              { title: t('status'), cell: (row) => <Badge status={row.status} /> },
              { title: t('attempts'), className: 'num', cell: (row) => row.attempts },
              { title: t('lastStatus'), cell: (row) => row.last_status ?? '—' },
              { title: t('created'), cell: (row) => formatTime(row.created, lang, 'short') },
              {
                title: t('resend'),
                cell: (row) => (
                  <button
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation();
                      void resend(row.event, endpoint.id);
                    }}
                  >
                    {t('resend')}
                  </button>
                ),
              },
            ]}
          />
          {open && endpoint.deliveries.some((d) => d.id === open) ? (
            <DeliveryDetail id={open} onClose={() => setOpen(undefined)} />
          ) : null}
        </section>
      ))}
    </>
  );
}

interface DeliveryBodies {
  id: string;
  type: string;
  last_error: string | null;
  request_body: string;
  response_body: string | null;
}

/** What a delivery sent (the signed body) and the start of what the endpoint answered. */
function DeliveryDetail({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTexts();
  const { data, error } = useLoad(() => get<DeliveryBodies>(`/deliveries/${id}`), id);
  if (!data) return error ? <Notice error={error} /> : <Loading />;
  return (
    <section className="delivery-detail" aria-label={`${t('details')} ${data.type}`}>
      <div className="bodies">
        <div>
          <h3>{t('requestBody')}</h3>
          <pre data-body="request">{data.request_body}</pre>
        </div>
        <div>
          <h3>{t('responseBody')}</h3>
          <pre data-body="response">{data.response_body || data.last_error || '—'}</pre>
        </div>
      </div>
      <p className="hint">{t('bodyRebuilt')}</p>
      <button type="button" className="link" onClick={onClose}>
        {t('close')}
      </button>
    </section>
  );
}
