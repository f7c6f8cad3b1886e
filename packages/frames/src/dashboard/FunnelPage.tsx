import { useState } from 'react';
import { get } from './api.js';
import { Shares } from './charts.js';
import {
  declineCodes,
  type FunnelRow,
  type Group,
  perDay,
  perMethod,
  type Step,
  stepLines,
  sumSteps,
} from './funnel.js';
import type { DashMessageId } from './messages/en.js';
import { type Column, DataTable, DaysSelect, Loading, Notice, useLoad, useTexts } from './ui.js';

interface Funnel {
  days: number;
  retention_days: number;
  sample_rate: number;
  data: FunnelRow[];
}

const LABELS: Record<Step, DashMessageId> = {
  element_loaded: 'stepElementLoaded',
  method_selected: 'stepMethodSelected',
  form_completed: 'stepFormCompleted',
  confirm_started: 'stepConfirmStarted',
  next_action_shown: 'stepNextActionShown',
  payment_succeeded: 'stepSucceeded',
  payment_failed: 'stepFailed',
};

/**
 * The checkout funnel the frames measured (docs/telemetry.md): how many checkouts reached each
 * step over the range, each step's share of the one before, then per day and per payment
 * method, the failures by decline code, and the retention and sampling behind the numbers.
 */
export function FunnelPage({ livemode }: { livemode: boolean }) {
  const { t, lang } = useTexts();
  const [days, setDays] = useState(30);
  const { data, error } = useLoad(() => get<Funnel>(`/funnel?days=${days}`), [days, livemode].join());
  if (!data) return error ? <Notice error={error} /> : <Loading />;
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const settings = t('funnelSettings')
    .replace('{days}', String(data.retention_days))
    .replace('{rate}', percent(data.sample_rate));
  const lines = stepLines(sumSteps(data.data));
  const top = Math.max(1, lines[0]?.sessions ?? 0);
  const groupColumns = (title: string, label: (group: Group) => string): Column<Group>[] => [
    { title, cell: label },
    ...lines.map(({ step }) => ({
      title: t(LABELS[step]),
      cell: (group: Group) => group.counts[step],
      className: 'num',
    })),
    { title: t('conversion'), cell: (group: Group) => percent(group.conversion), className: 'num' },
  ];
  const codes = declineCodes(data.data);
  return (
    <>
      <h1>{t('funnelTitle')}</h1>
      <div className="filters">
        <DaysSelect label={t('funnelTitle')} days={days} onChange={setDays} />
      </div>
      <p className="hint funnel-settings">{settings}</p>
      {data.data.length === 0 ? (
        <p className="card empty funnel-empty">{t('funnelEmpty')}</p>
      ) : (
        <>
          <section className="card">
            <div className="table-wrap">
              <table aria-label={t('funnelTitle')} className="funnel-steps">
                <thead>
                  <tr>
                    <th>{t('step')}</th>
                    <th className="num">{t('sessions')}</th>
                    <th className="funnel-bar-cell" />
                    <th className="num">{t('fromPrevious')}</th>
                    <th className="num">{t('ofLoaded')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={line.step} data-step={line.step}>
                      <td>{t(LABELS[line.step])}</td>
                      <td className="num">{line.sessions}</td>
                      <td className="funnel-bar-cell">
                        <svg
                          viewBox="0 0 100 8"
                          preserveAspectRatio="none"
                          className="share-bar"
                          aria-hidden="true"
                        >
                          <rect width={100} height={8} className="track" />
                          <rect width={(line.sessions / top) * 100} height={8} className="bar" />
                        </svg>
                      </td>
                      <td className="num">{percent(line.fromPrevious)}</td>
                      <td className="num">{percent(line.ofLoaded)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className="card funnel-groups">
            <h2>{t('funnelPerMethod')}</h2>
            <DataTable
              label={t('funnelPerMethod')}
              columns={groupColumns(t('paymentMethod'), (group) =>
                group.key === 'unknown' ? t('noMethodChosen') : group.key,
              )}
              rows={perMethod(data.data)}
              rowKey={(group) => group.key}
            />
          </section>
          <section className="card funnel-groups">
            <h2>{t('funnelPerDay')}</h2>
            <DataTable
              label={t('funnelPerDay')}
              columns={groupColumns(t('date'), (group) => group.key)}
              rows={perDay(data.data)}
              rowKey={(group) => group.key}
            />
          </section>
          <section className="card">
            <h2>{t('failuresByCode')}</h2>
            {codes.length ? (
              <Shares
                title={t('failuresByCode')}
                rows={codes.map((row) => ({ label: row.code, count: row.count }))}
              />
            ) : (
              <p className="empty">{t('none')}</p>
            )}
          </section>
        </>
      )}
    </>
  );
}
