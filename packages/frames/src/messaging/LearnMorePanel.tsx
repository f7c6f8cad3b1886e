import { methodDescriptor } from '@payframe/core/methods';
import type { LearnMoreDisplay } from '@payframe/js/protocol';
import { formatQrAmount } from '../challenge/qr-amount.js';
import { formatMessage, isMessageId } from '../i18n/catalogue.js';
import type { Catalogue, MessageId } from '../i18n/messages/en.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { MethodMark } from '../ui/method-icons.js';
import { countText, pluralForm, scheduleRows } from './plan-text.js';

/** How each plan works, in steps: Afterpay's own words for Afterpay, the plan's for the others. */
function stepIds(method: string, kind: 'pay_in_4' | 'monthly'): MessageId[] {
  if (method === 'afterpay_clearpay')
    return ['afterpay.step1', 'afterpay.step2', 'afterpay.step3', 'afterpay.step4'];
  return [
    'learnMore.stepChoose',
    'learnMore.stepAccount',
    kind === 'pay_in_4' ? 'learnMore.stepPayIn4' : 'learnMore.stepMonthly',
  ];
}

// Inline, not in the stylesheet every frame loads: only this lazily loaded panel draws these.
const S = {
  panel: {
    width: 'min(380px, 100vw)',
    boxSizing: 'border-box',
    padding: '28px 28px 24px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    color: '#30313d',
    lineHeight: 1.45,
  },
  method: { display: 'flex', alignItems: 'center', gap: '8px', margin: '0 0 12px', fontWeight: 600 },
  title: { margin: '0 0 4px', fontSize: '20px' },
  total: { margin: '0 0 16px', color: '#6d6e78', fontSize: '14px' },
  schedule: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: '8px',
    margin: '0 0 16px',
    padding: 0,
    listStyle: 'none',
  },
  payment: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '8px',
    padding: '8px 10px',
    border: '1px solid #e6e6eb',
    borderRadius: '8px',
    fontSize: '13px',
  },
  date: { color: '#6d6e78', whiteSpace: 'nowrap' },
  amount: { fontWeight: 600 },
  steps: { margin: '0 0 16px', paddingInlineStart: '20px', fontSize: '14px' },
  note: { margin: 0, color: '#6d6e78', fontSize: '12px' },
} as const;

function noteId(method: string, kind: 'pay_in_4' | 'monthly'): MessageId {
  if (method === 'afterpay_clearpay') return 'afterpay.terms';
  return kind === 'pay_in_4' ? 'learnMore.noFees' : 'learnMore.apr';
}

/**
 * The "Learn more" modal of the messaging element (its own chunk): the method, how its plan
 * splits this price (each payment's date and amount, from today), how paying with it works,
 * and its terms. Drawn in the modal frame the controller opens over the merchant page.
 */
export default function LearnMorePanel({ display }: { display: LearnMoreDisplay }) {
  const { locale, catalogue } = useFrameCatalogue(display.locale);
  const descriptor = methodDescriptor(display.method);
  const plan = descriptor?.instalments;
  if (!catalogue || !descriptor || !plan) return null;
  const lang = locale.lang;
  const t = (id: MessageId, params?: Record<string, string>) =>
    formatMessage(catalogue as Catalogue, id, params);
  const labelId = descriptor.display.label;
  const method = isMessageId(labelId) ? t(labelId) : descriptor.type;
  const count = countText(lang, plan.count);
  const titleId: MessageId =
    plan.kind === 'pay_in_4'
      ? `learnMore.payInTitle.${pluralForm(lang, plan.count)}`
      : `learnMore.monthlyTitle.${pluralForm(lang, plan.count)}`;
  const rows = scheduleRows(descriptor, display.amount, display.currency, lang, new Date());
  return (
    <div style={S.panel}>
      <p style={S.method}>
        <MethodMark icon={descriptor.display.icon} />
        <span>{method}</span>
      </p>
      <h1 id="learn-more-title" style={S.title}>
        {t(titleId, { count })}
      </h1>
      <p style={S.total}>
        {t('learnMore.total', { amount: formatQrAmount(display.amount, display.currency, lang) })}
      </p>
      <ol style={S.schedule} aria-label={t('learnMore.scheduleLabel')}>
        {rows.map((row, index) => (
          <li key={row.date} style={S.payment}>
            <span style={S.date}>
              {index === 0 && plan.kind === 'pay_in_4' ? t('learnMore.today') : row.date}
            </span>
            <span style={S.amount}>{row.amount}</span>
          </li>
        ))}
      </ol>
      <ol style={S.steps}>
        {stepIds(descriptor.type, plan.kind).map((id) => (
          <li key={id}>{t(id, { method, count })}</li>
        ))}
      </ol>
      <p style={S.note}>{t(noteId(descriptor.type, plan.kind), { method })}</p>
    </div>
  );
}
