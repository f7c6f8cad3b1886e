/**
 * Interleaved 2 of 5, the barcode of Brazilian boletos (44 digits) and the one Payframe draws
 * for every numeric voucher: digits in pairs, the first drawn in the bars and the second in the
 * spaces between them, each as five elements of which two are wide (three modules to one).
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const WIDE = 3;
/** Empty modules each side, so a scanner finds the edges. */
const QUIET = 10;

export interface Bars {
  /** Each bar's left edge and width, in modules from the start of the quiet zone. */
  bars: { x: number; width: number }[];
  /** The whole symbol's width with its quiet zones, in modules. */
  width: number;
}

export function barcodeBars(digits: string): Bars {
  if (!/^\d+$/.test(digits)) throw new Error('Interleaved 2 of 5 encodes digits only');
  const even = digits.length % 2 === 0 ? digits : `0${digits}`;
  // Start (narrow bar, space, bar, space), the pairs, then stop (wide bar, space, narrow bar).
  let elements = 'nnnn';
  for (let i = 0; i < even.length; i += 2) {
    const bars = PATTERNS[Number(even[i])]!;
    const spaces = PATTERNS[Number(even[i + 1])]!;
    for (let j = 0; j < 5; j++) elements += bars[j]! + spaces[j]!;
  }
  elements += 'wnn';
  const bars: Bars['bars'] = [];
  let x = QUIET;
  [...elements].forEach((element, index) => {
    const width = element === 'w' ? WIDE : 1;
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x + QUIET };
}

/** The barcode as an SVG document (or element), scaled to its box. */
export function barcodeSvg(digits: string, options: { height?: number; label?: string } = {}): string {
  const { bars, width } = barcodeBars(digits);
  const height = options.height ?? 60;
  const path = bars.map((bar) => `M${bar.x} 0h${bar.width}v${height}h-${bar.width}z`).join('');
  const label = options.label ? ` role="img" aria-label="${options.label.replaceAll('"', '&quot;')}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg"${label} viewBox="0 0 ${width} ${height}" preserveAspectRatio="none" shape-rendering="crispEdges" class="barcode"><rect width="${width}" height="${height}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
