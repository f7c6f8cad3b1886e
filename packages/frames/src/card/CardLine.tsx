import { formatCardNumber, formatExpiryInput } from '@payframe/core';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useMessages } from '../i18n/Messages.js';
import type { MessageId } from '../i18n/messages/en.js';
import { ValueInput } from '../ui/ValueInput.js';
import { type CardComponent, type CardPiece, lastFour, validatePiece } from './card-fields.js';
import { BrandMark, NETWORK_LABELS } from './card-icons.js';
import type { CardOptions } from './card-options.js';
import { baseFontSize } from './card-style.js';
import { slideState } from './sliding.js';
import type { CardForm } from './use-card-form.js';

export interface CardLineHandle {
  /** Focuses a piece, or the first one. */
  focus(piece: CardPiece | null): void;
  blur(): void;
}

interface PieceSpec {
  label: MessageId;
  placeholder: MessageId;
  autoComplete: string;
  format(raw: string, previous: string): string;
}

const SPECS: Readonly<Record<CardPiece, PieceSpec>> = {
  number: {
    label: 'card.number',
    placeholder: 'card.number',
    autoComplete: 'cc-number',
    format: (raw, previous) => formatCardNumber(raw, { previous }).value,
  },
  expiry: {
    label: 'card.expiryLabel',
    placeholder: 'card.expiryPlaceholder',
    autoComplete: 'cc-exp',
    format: (raw, previous) => formatExpiryInput(raw, previous),
  },
  cvc: {
    label: 'card.cvcPlaceholder',
    placeholder: 'card.cvcPlaceholder',
    autoComplete: 'cc-csc',
    format: (raw) => raw.replace(/\D/g, '').slice(0, 4),
  },
  postalCode: {
    label: 'saved.zip',
    placeholder: 'saved.zip',
    autoComplete: 'postal-code',
    format: (raw) => raw.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 10),
  },
};

/** The input names browsers' autofill knows (Stripe's). */
const NAMES: Readonly<Record<CardPiece, string>> = {
  number: 'cardnumber',
  expiry: 'exp-date',
  cvc: 'cvc',
  postalCode: 'postal',
};

/** A split card number's placeholder, as Stripe's. */
const SPLIT_NUMBER_PLACEHOLDER = '1234 1234 1234 1234';

interface Props {
  component: CardComponent;
  form: CardForm;
  options: CardOptions;
  ref: Ref<CardLineHandle>;
}

/** The inputs of a card frame on one line: the combined element slides, a split element is one input. */
export function CardLine({ component, form, options, ref }: Props) {
  const { t } = useMessages();
  const inputs = useRef<Partial<Record<CardPiece, HTMLInputElement | null>>>({});
  const root = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const combined = component === 'card';

  useImperativeHandle(ref, () => ({
    focus: (piece) => inputs.current[piece ?? form.pieces[0]!]?.focus(),
    blur: () => (document.activeElement as HTMLElement | null)?.blur(),
  }));

  useEffect(() => {
    const node = root.current;
    if (!node || !combined) return;
    const observer = new ResizeObserver(() => setWidth(node.getBoundingClientRect().width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [combined]);

  const slide = slideState({
    width,
    fontSize: baseFontSize(options.style),
    hidePostalCode: options.hidePostalCode,
    hideIcon: !options.showIcon,
    numberComplete: !validatePiece('number', form.values, form.cvcBrand, new Date()),
    focused: form.focused,
  });

  /** The combined element moves on by itself once an input is complete. */
  const advance = (piece: CardPiece, value: string) => {
    if (!combined) return;
    const next = form.pieces[form.pieces.indexOf(piece) + 1];
    const values = { ...form.values, [piece]: value };
    const done = !validatePiece(piece, values, form.cvcBrand, new Date());
    const full = piece !== 'cvc' || value.length >= (form.cvcBrand === 'amex' ? 4 : 3);
    if (next && done && full) setTimeout(() => inputs.current[next]?.focus(), 0);
  };

  const input = (piece: CardPiece) => {
    const spec = SPECS[piece];
    const value = form.values[piece];
    const invalid = Boolean(form.shown[piece]);
    const placeholder =
      options.placeholder ??
      (piece === 'number' && !combined ? SPLIT_NUMBER_PLACEHOLDER : t(spec.placeholder));
    return (
      <ValueInput
        key={piece}
        inputRef={(node) => {
          inputs.current[piece] = node;
        }}
        className={`CardInput CardInput--${piece}${invalid ? ' is-invalid' : ''}${value ? '' : ' is-empty'}`}
        name={NAMES[piece]}
        aria-label={t(spec.label)}
        aria-invalid={invalid || undefined}
        placeholder={placeholder}
        autoComplete={spec.autoComplete}
        inputMode={piece === 'postalCode' ? 'text' : 'numeric'}
        spellCheck={false}
        disabled={options.disabled}
        value={value}
        onChange={(event) => {
          const next = spec.format(event.target.value, value);
          form.setValue(piece, next);
          advance(piece, next);
        }}
        onFocus={() => form.focus(piece)}
        onBlur={() => form.blur(piece)}
      />
    );
  };

  const icon = options.showIcon ? (
    <span className="CardIcon">
      <BrandMark
        brand={form.network ?? form.brand}
        solid={options.iconStyle === 'solid'}
        cvc={form.focused === 'cvc' && combined}
      />
      {form.networks.length > 1 ? (
        <>
          <span className="NetworkChevron" aria-hidden="true" />
          <select
            className="NetworkSelect"
            aria-label={t('card.selectNetworkLabel')}
            value={form.network ?? ''}
            disabled={options.disabled}
            onChange={(event) => form.pick(event.target.value || null)}
          >
            <option value="">{t('card.selectNetwork')}</option>
            {form.networks.map((network) => (
              <option key={network} value={network}>
                {NETWORK_LABELS[network] ?? network}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </span>
  ) : null;

  const classes = [
    'Card',
    combined ? 'Card--combined' : `Card--split Card--${component}`,
    form.complete ? 'is-complete' : '',
    form.empty ? 'is-empty' : '',
    Object.keys(form.shown).length > 0 ? 'is-invalid' : '',
    form.focused ? 'is-focused' : '',
    options.disabled ? 'is-disabled' : '',
    options.showIcon ? '' : 'Card--noIcon',
    slide.narrow ? 'Card--narrow' : '',
    slide.collapsed ? 'Card--collapsed' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} ref={root}>
      {icon}
      {combined ? (
        <>
          <span className="CardField CardField--number">
            {input('number')}
            {slide.collapsed ? (
              <span className="CardInput CardLast4" aria-hidden="true">
                {lastFour(form.values.number)}
              </span>
            ) : null}
          </span>
          <span className="CardRest" aria-hidden={slide.narrow && !slide.collapsed ? true : undefined}>
            {form.pieces.slice(1).map((piece) => (
              <span key={piece} className={`CardField CardField--${piece}`}>
                {input(piece)}
              </span>
            ))}
          </span>
        </>
      ) : (
        <span className="CardField">{input(form.pieces[0]!)}</span>
      )}
    </div>
  );
}
