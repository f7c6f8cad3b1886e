import type { AppApprovalDisplay } from '@payframe/js/protocol';
import { useEffect, useState } from 'react';
import { formatMessage, isMessageId } from '../i18n/catalogue.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { formatCountdown, formatQrAmount } from './qr-amount.js';

/**
 * The modal's content while a payment waits for the shopper's banking app (BLIK): what to do,
 * the amount, the time left to approve it, and that the page is waiting. The controller reads
 * the intent meanwhile and hides the modal once the bank has answered.
 */
export default function ApprovalPanel({ approval }: { approval: AppApprovalDisplay }) {
  const { locale, catalogue } = useFrameCatalogue(approval.locale);
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!catalogue) return null;
  const labelId = `method.${approval.method}`;
  const method = isMessageId(labelId) ? formatMessage(catalogue, labelId) : approval.method;
  const amount = formatQrAmount(approval.amount, approval.currency, locale.lang);
  const left = approval.expiresAt - now;
  return (
    <div
      style={{
        padding: '32px 28px 24px',
        width: 'min(340px, 100vw)',
        boxSizing: 'border-box',
        textAlign: 'center',
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        color: '#30313d',
      }}
    >
      <div aria-hidden="true" className="Spinner" style={{ margin: '0 auto 16px' }} />
      <h1 style={{ fontSize: '18px', margin: '0 0 4px' }}>{formatMessage(catalogue, 'approval.title')}</h1>
      <p data-testid="approval-amount" style={{ fontSize: '24px', fontWeight: 600, margin: '0 0 16px' }}>
        {amount}
      </p>
      <p style={{ lineHeight: 1.5, margin: '0 0 8px' }}>
        {formatMessage(catalogue, 'approval.instructions', { method })}
      </p>
      <p role="timer" style={{ color: left > 0 ? '#6d6e78' : '#df1b41', margin: '0 0 8px' }}>
        {left > 0
          ? formatMessage(catalogue, 'approval.expiresIn', { time: formatCountdown(left) })
          : formatMessage(catalogue, 'approval.expired')}
      </p>
      <p aria-live="polite" style={{ color: '#6d6e78', fontSize: '14px', margin: 0 }}>
        {formatMessage(catalogue, 'approval.waiting')}
      </p>
    </div>
  );
}
