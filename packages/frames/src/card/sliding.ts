/**
 * The combined card element's one line. When it is wide enough every input shows side by
 * side; when it is not, the number takes the line until it is complete, then collapses to its
 * last four digits while the expiry, CVC and postal code slide in (as Stripe's does). Focusing
 * the number again slides it back out.
 */

/** Widths in ems of the base font: brand icon, a full number, expiry, CVC, postal code, gaps. */
const WIDTH_EM = { icon: 2.1, number: 10.5, expiry: 4.2, cvc: 2.8, postalCode: 4.2, gap: 0.6 } as const;

export interface SlideInput {
  /** The frame's inner width in px. */
  width: number;
  fontSize: number;
  hidePostalCode: boolean;
  hideIcon: boolean;
  numberComplete: boolean;
  /** The focused input, if any. */
  focused: string | null;
}

export interface SlideState {
  /** Too narrow for every input at once: the line slides. */
  narrow: boolean;
  /** The number shows only its last four digits and the other inputs are in view. */
  collapsed: boolean;
}

/** The width in px every input needs side by side. */
export function fullWidth(input: Pick<SlideInput, 'fontSize' | 'hidePostalCode' | 'hideIcon'>): number {
  const em =
    (input.hideIcon ? 0 : WIDTH_EM.icon) +
    WIDTH_EM.number +
    WIDTH_EM.expiry +
    WIDTH_EM.cvc +
    (input.hidePostalCode ? 0 : WIDTH_EM.postalCode) +
    3 * WIDTH_EM.gap;
  return em * input.fontSize;
}

export function slideState(input: SlideInput): SlideState {
  const narrow = input.width > 0 && input.width < fullWidth(input);
  // Tabbing on to the expiry, CVC or postal code brings them in even before the number is done.
  const onRest = input.focused !== null && input.focused !== 'number';
  return { narrow, collapsed: narrow && (onRest || (input.numberComplete && input.focused !== 'number')) };
}
