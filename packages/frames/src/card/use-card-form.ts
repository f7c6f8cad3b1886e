import { type CardBrand, detectCardBrand, digitsOf } from '@payframe/core';
import type { CardRange, ChangePayload, CollectResult } from '@payframe/js/protocol';
import { useMemo, useState } from 'react';
import {
  brandOf,
  type CardComponent,
  type CardErrors,
  type CardPiece,
  type CardValues,
  EMPTY_VALUES,
  paymentMethodPart,
  piecesOf,
  toWireError,
  validatePieces,
  visibleErrors,
} from './card-fields.js';
import { type CardOptions, chosenNetwork, networksOf } from './card-options.js';

/** The state of one card frame's inputs and what follows from it (errors, change payload, collect answer). */
export function useCardForm(component: CardComponent, options: CardOptions) {
  const [values, setValues] = useState<CardValues>({ ...EMPTY_VALUES, postalCode: options.postalCode });
  const [blurred, setBlurred] = useState<ReadonlySet<CardPiece>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [focused, setFocused] = useState<CardPiece | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [ranges, setRanges] = useState<Record<string, CardRange[]>>({});
  /** The number's brand told by the card number frame (a split CVC frame has no number). */
  const [splitBrand, setSplitBrand] = useState<string>('unknown');

  const pieces = useMemo(
    () => piecesOf(component, options.hidePostalCode),
    [component, options.hidePostalCode],
  );
  const brand = brandOf(values.number);
  const cvcBrand: CardBrand =
    component === 'cardCvc'
      ? (splitBrand as CardBrand)
      : digitsOf(values.number)
        ? detectCardBrand(values.number)
        : 'unknown';
  const errors: CardErrors = validatePieces(pieces, values, cvcBrand, new Date());
  const shown: CardErrors = showAll ? errors : visibleErrors(errors, values, blurred);
  const empty = pieces.every((piece) => !values[piece]);
  const complete = Object.keys(errors).length === 0;
  const prefix = digitsOf(values.number).slice(0, 6);
  const networks = networksOf(values.number, ranges[prefix] ?? []);
  const network = chosenNetwork(networks, picked, options.preferredNetwork);

  const firstError = pieces.map((piece) => shown[piece]).find(Boolean);
  const change: ChangePayload = {
    elementType: component,
    empty,
    complete,
    ...(pieces.includes('number') ? { brand } : {}),
    ...(pieces.includes('postalCode') ? { value: { postalCode: values.postalCode } } : {}),
    ...(firstError ? { error: toWireError(firstError) } : {}),
  };

  return {
    values,
    pieces,
    brand,
    cvcBrand,
    shown,
    complete,
    empty,
    focused,
    networks,
    network,
    change,
    prefix,
    hasRanges: prefix in ranges,
    setValue(piece: CardPiece, value: string) {
      setValues((current) => ({ ...current, [piece]: value }));
      setShowAll(false);
    },
    focus: setFocused,
    blur(piece: CardPiece) {
      setFocused((current) => (current === piece ? null : current));
      setBlurred((current) => new Set([...current, piece]));
    },
    pick: setPicked,
    addRanges: (binPrefix: string, found: CardRange[]) =>
      setRanges((current) => ({ ...current, [binPrefix]: found })),
    setSplitBrand,
    clear() {
      setValues({ ...EMPTY_VALUES });
      setBlurred(new Set());
      setShowAll(false);
      setPicked(null);
    },
    /** The answer to the controller's collect request; `display` shows every error, empty ones too. */
    collect(display: boolean): CollectResult {
      if (display) setShowAll(true);
      const first = pieces.map((piece) => errors[piece]).find(Boolean);
      return {
        component,
        type: 'card',
        complete,
        ...(complete ? { paymentMethodData: paymentMethodPart(pieces, values, network) } : {}),
        ...(first ? { error: toWireError(first) } : {}),
      };
    },
    firstInvalid: pieces.find((piece) => errors[piece]) ?? null,
  };
}

export type CardForm = ReturnType<typeof useCardForm>;
