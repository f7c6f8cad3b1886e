import { useState } from 'react';
import { get } from './api.js';
import { DayBars, Shares } from './charts.js';
import { formatMoney } from './format.js';
import { DaysSelect, Loading, Notice, useLoad, useTexts } from './ui.js';

interface Charts {
  days: {
    date: string;
    succeeded: number;
    failed: number;
    success_rate: number | null;
    volume: Record<string, number>;
  }[];
  currencies: string[];
  decline_codes: { code: string; count: number }[];
  payment_methods: { type: string; count: number }[];
}

/** Volume and success rate per day, decline codes and the payment method mix, counted by the server. */
export function ChartsPage({ livemode }: { livemode: boolean }) {
  const { t, lang } = useTexts();
  const [days, setDays] = useState(30);
  const [chosen, setChosen] = useState<string>();
  const { data, error } = useLoad(
    () => get<Charts>(`/charts?days=${days}&tz_offset=${new Date().getTimezoneOffset()}`),
    [days, livemode].join(),
  );
  if (!data) return error ? <Notice error={error} /> : <Loading />;
  const currency = chosen && data.currencies.includes(chosen) ? chosen : data.currencies[0];
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    <>
      <h1>{t('charts')}</h1>
      <div className="filters">
        <DaysSelect label={t('charts')} days={days} onChange={setDays} />
        {data.currencies.length > 1 ? (
          <select
            aria-label={t('currency')}
            value={currency}
            onChange={(event) => setChosen(event.target.value)}
          >
            {data.currencies.map((value) => (
              <option key={value} value={value}>
                {value.toUpperCase()}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      <div className="charts">
        <section className="card">
          <h2>
            {t('volume')}
            {currency ? ` (${currency.toUpperCase()})` : ''}
          </h2>
          {currency ? (
            <DayBars
              title={t('volume')}
              bars={data.days.map((day) => ({ label: day.date, value: day.volume[currency] ?? 0 }))}
              format={(value) => formatMoney(value, currency, lang)}
            />
          ) : (
            <p className="empty">{t('none')}</p>
          )}
        </section>
        <section className="card">
          <h2>{t('successRate')}</h2>
          <DayBars
            title={t('successRate')}
            bars={data.days.map((day) => ({ label: day.date, value: day.success_rate }))}
            max={1}
            format={percent}
          />
        </section>
        <section className="card">
          <h2>{t('declineCodes')}</h2>
          {data.decline_codes.length ? (
            <Shares
              title={t('declineCodes')}
              rows={data.decline_codes.map((row) => ({ label: row.code, count: row.count }))}
            />
          ) : (
            <p className="empty">{t('none')}</p>
          )}
        </section>
        <section className="card">
          <h2>{t('methodMix')}</h2>
          {data.payment_methods.length ? (
            <Shares
              title={t('methodMix')}
              rows={data.payment_methods.map((row) => ({ label: row.type, count: row.count }))}
            />
          ) : (
            <p className="empty">{t('none')}</p>
          )}
        </section>
      </div>
    </>
  );
}
