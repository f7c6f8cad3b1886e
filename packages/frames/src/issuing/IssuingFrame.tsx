import type { FrameHash, IssuingComponent, WireError } from '@payframe/js/protocol';
import { useEffect, useMemo, useState } from 'react';
import { ParentLink } from '../bridge/parent.js';
import { useElementOptions } from '../bridge/use-element-options.js';
import { MessagesProvider, useMessages } from '../i18n/Messages.js';
import { useFrameCatalogue } from '../i18n/use-frame-catalogue.js';
import { useDocumentStyle } from '../ui/use-document-style.js';
import { groupNumber, type IssuingField, readCardField, readIssuingOptions } from './card-read.js';
import { ISSUING_CSS, issuingStyleCss } from './issuing-style.js';

const DISPLAYED: Partial<Record<IssuingComponent, IssuingField>> = {
  issuingCardNumberDisplay: 'number',
  issuingCardCvcDisplay: 'cvc',
  issuingCardExpiryDisplay: 'expiry',
  issuingCardPinDisplay: 'pin',
};

const COPYABLE: readonly IssuingField[] = ['number', 'cvc', 'expiry', 'pin'];

/**
 * An issuing card display element (number, CVC, expiry or PIN) or its copy button. It reads the
 * card itself, with the merchant's ephemeral key and the private nonce the controller kept; the
 * value is shown (or copied) here and never posted to the merchant page, which only hears that
 * the element is ready, its height, a click of the copy button, or a load error.
 */
export function IssuingFrame({ hash, component }: { hash: FrameHash; component: IssuingComponent }) {
  const parent = useMemo(() => new ParentLink(hash), [hash]);
  const { locale, catalogue } = useFrameCatalogue(hash.locale);
  const raw = useElementOptions(parent);
  useDocumentStyle(ISSUING_CSS);
  useDocumentStyle(useMemo(() => issuingStyleCss(raw?.style), [raw?.style]));
  if (!raw || !catalogue) return null;
  return (
    <MessagesProvider catalogue={catalogue} lang={locale.lang}>
      <LiveIssuing hash={hash} component={component} parent={parent} raw={raw} />
    </MessagesProvider>
  );
}

interface LiveProps {
  hash: FrameHash;
  component: IssuingComponent;
  parent: ParentLink;
  raw: Record<string, unknown>;
}

function LiveIssuing({ hash, component, parent, raw }: LiveProps) {
  const m = useMessages();
  const field: IssuingField | null =
    DISPLAYED[component] ??
    (COPYABLE.includes(raw.toCopy as IssuingField) ? (raw.toCopy as IssuingField) : null);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<WireError | null>(null);
  const { issuingCard, nonce, ephemeralKeySecret } = raw;

  useEffect(() => {
    let live = true;
    const fail = (failure: WireError) => {
      if (!live) return;
      setError(failure);
      parent.send('element/loaderror', { error: failure });
    };
    if (!field) {
      fail({ type: 'invalid_request_error', message: 'toCopy should be one of number, cvc, expiry, pin.' });
      return;
    }
    const checked = readIssuingOptions({ issuingCard, nonce, ephemeralKeySecret }, hash.apiVersion);
    if (!checked.ok) {
      fail(checked.error);
      return;
    }
    void readCardField(checked.options, field).then((read) => {
      if (!live) return;
      if (!read.ok) return fail(read.error);
      setValue(read.value);
      parent.send('element/ready', {});
    });
    return () => {
      live = false;
    };
  }, [parent, field, issuingCard, nonce, ephemeralKeySecret, hash.apiVersion]);

  if (error) {
    // The number display says why in the shopper's language; the small displays show a dash
    // (their label says it to screen readers) and the copy button nothing. The page gets the
    // error itself as a loaderror event.
    if (component === 'issuingCardCopyButton') return null;
    const full = component === 'issuingCardNumberDisplay';
    return (
      <span className="Issuing IssuingError" role="alert">
        {full ? (
          m.t('issuing.unavailable')
        ) : (
          <span className="IssuingLabel">{m.t('issuing.unavailable')}</span>
        )}
        {full ? null : <span aria-hidden="true">—</span>}
      </span>
    );
  }
  if (component === 'issuingCardCopyButton') {
    return <CopyButton value={value} parent={parent} />;
  }
  const label = m.t(`issuing.${field ?? 'number'}`);
  const shown = value === null ? '' : field === 'number' ? groupNumber(value) : value;
  return (
    <span className="Issuing">
      <span className="IssuingLabel">{label}</span>
      {shown || '\u00a0'}
    </span>
  );
}

let replies = 0;

function CopyButton({ value, parent }: { value: string | null; parent: ParentLink }) {
  const m = useMessages();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    // The check mark goes back to the copy icon after a moment.
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    if (value === null) return;
    // Written from this frame (the shopper's click is its user activation): the page hears only the click.
    void navigator.clipboard.writeText(value).then(() => setCopied(true));
    replies += 1;
    parent.send('element/event', { event: 'click', data: {}, reply: `copy_${replies}` });
  };
  return (
    <button
      type="button"
      className="Issuing IssuingCopy"
      aria-label={m.t(copied ? 'issuing.copied' : 'issuing.copy')}
      title={m.t(copied ? 'issuing.copied' : 'issuing.copy')}
      disabled={value === null}
      onClick={copy}
    >
      {copied ? (
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : (
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <rect
            x="5"
            y="5"
            width="9"
            height="9"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      )}
    </button>
  );
}
