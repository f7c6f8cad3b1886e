import type { QrCodeDisplay } from '@payframe/js/protocol';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { formatMessage, isMessageId } from '../i18n/catalogue.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { formatCountdown, formatQrAmount } from './qr-amount.js';

/** The code as one SVG path of dark modules, drawn here from its content (no image is fetched). */
function qrPath(data: string): { size: number; path: string } {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
  return { size: modules.size, path };
}

const QUIET = 4;

/**
 * The QR modal's content (its own chunk, with the QR encoder): the code, the method and the
 * amount, how long the code is valid when it expires, and what to do. The controller reads
 * the intent meanwhile and hides the modal once the shopper has paid.
 */
export default function QrPanel({ qr }: { qr: QrCodeDisplay }) {
  const { locale, catalogue } = useFrameCatalogue(qr.locale);
  const code = useMemo(() => qrPath(qr.data), [qr.data]);
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    if (qr.expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(timer);
  }, [qr.expiresAt]);
  if (!catalogue) return null;
  const labelId = `method.${qr.method}`;
  const method = isMessageId(labelId) ? formatMessage(catalogue, labelId) : qr.method;
  const amount = formatQrAmount(qr.amount, qr.currency, locale.lang);
  // A set-up (Cash App Pay saved for later) moves no money: no amount, and it is approved, not paid.
  const setup = qr.amount === 0;
  // A method paid from any banking app (Pix) says so, Cash App Pay names its app; the others are their own app.
  const ownInstructions = `qr.instructions.${qr.method}`;
  const instructions = isMessageId(ownInstructions) ? ownInstructions : 'qr.instructions';
  const left = qr.expiresAt === null ? null : qr.expiresAt - now;
  const box = code.size + QUIET * 2;
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
      <h1 style={{ fontSize: '18px', margin: '0 0 4px' }}>
        {formatMessage(catalogue, setup ? 'qr.setupTitle' : 'qr.title', { method })}
      </h1>
      {!setup ? (
        <p data-testid="qr-amount" style={{ fontSize: '24px', fontWeight: 600, margin: '0 0 16px' }}>
          {amount}
        </p>
      ) : (
        <div style={{ height: '12px' }} />
      )}
      <svg
        role="img"
        aria-label={formatMessage(catalogue, 'qr.codeLabel', { method })}
        viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
        width="240"
        height="240"
        shapeRendering="crispEdges"
        style={{ display: 'block', margin: '0 auto', background: '#fff' }}
      >
        <path d={code.path} fill="#000" />
      </svg>
      <p style={{ color: '#30313d', lineHeight: 1.5, margin: '16px 0 8px' }}>
        {formatMessage(catalogue, instructions, { method })}
      </p>
      {left !== null ? (
        <p role="timer" style={{ color: left > 0 ? '#6d6e78' : '#df1b41', margin: '0 0 8px' }}>
          {left > 0
            ? formatMessage(catalogue, 'qr.expiresIn', { time: formatCountdown(left) })
            : formatMessage(catalogue, 'qr.expired')}
        </p>
      ) : null}
      <p aria-live="polite" style={{ color: '#6d6e78', fontSize: '14px', margin: 0 }}>
        {formatMessage(catalogue, setup ? 'qr.setupWaiting' : 'qr.waiting')}
      </p>
    </div>
  );
}
