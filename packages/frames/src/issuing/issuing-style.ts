import { declarations } from '../card/card-style.js';

/**
 * The issuing elements' own rules, then the merchant's `style` option (Stripe.js's Style object:
 * `base` and its `:hover`, `:focus` and `::selection`), with the card elements' whitelist of
 * properties and values.
 */
export const ISSUING_CSS = [
  'html,body{margin:0;background:transparent}',
  '.Issuing{display:block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.4;color:#32325d;font-variant-numeric:tabular-nums;white-space:nowrap}',
  '.IssuingCopy{display:inline-flex;align-items:center;justify-content:center;width:1.5em;height:1.5em;padding:0;border:0;background:none;color:inherit;cursor:pointer}',
  '.IssuingCopy svg{width:1em;height:1em}',
  '.IssuingCopy:focus-visible{outline:2px solid #0570de;outline-offset:1px;border-radius:3px}',
  // The field's name, for screen readers only.
  '.IssuingLabel{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
].join('\n');

/** After the merchant's style: an error line stays small whatever size the values have. */
const ERROR_CSS = '.Issuing.IssuingError{font-size:14px;letter-spacing:normal;white-space:normal}';

const PSEUDOS = [':hover', ':focus', '::selection'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function issuingStyleCss(style: unknown): string {
  if (!isRecord(style) || !isRecord(style.base)) return ERROR_CSS;
  const base = style.base;
  const rule = (selector: string, lines: string[]) => (lines.length ? `${selector}{${lines.join(';')}}` : '');
  const css = [rule('.Issuing', declarations(base))];
  for (const pseudo of PSEUDOS) {
    if (isRecord(base[pseudo])) css.push(rule(`.Issuing${pseudo}`, declarations(base[pseudo])));
  }
  css.push(ERROR_CSS);
  return css.filter(Boolean).join('\n');
}
