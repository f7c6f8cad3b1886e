import { resolveCountryCode } from './country-code.js';

/** PO box wordings recognised in every country (English, and the bare "BOX 123"). */
export const PO_BOX_PATTERNS_ANY: readonly RegExp[] = [
  /\bp\.?\s*o\.?\s*box\b/i,
  /\bpost\s*office\s*box\b/i,
  /\bp\.?\s*o\.?\s*b\.?\s*\d/i,
  /^\s*box\s+\d/i,
];

/** PO box wordings per country, in the country's languages. */
export const PO_BOX_PATTERNS_BY_COUNTRY: Readonly<Record<string, readonly RegExp[]>> = {
  AT: [/\bpostfach\b/i],
  AU: [/\bg\.?p\.?o\.?\s*box\b/i, /\blocked\s*bag\b/i, /\bprivate\s*bag\b/i],
  BE: [/\bpostbus\b/i, /\bbo[iî]te\s*postale\b/i],
  BR: [/\bcaixa\s*postal\b/i],
  CA: [/\bcase\s*postale\b/i, /\bc\.?\s*p\.?\s*\d/i],
  CH: [/\bpostfach\b/i, /\bcase\s*postale\b/i, /\bcasella\s*postale\b/i],
  DE: [/\bpostfach\b/i],
  DK: [/\bpostboks\b/i],
  ES: [/\bapartado(\s*de\s*correos)?\b/i],
  FI: [/\bpostilokero\b/i, /\bPL\s*\d/],
  FR: [/\bbo[iî]te\s*postale\b/i, /\bB\.?P\.?\s*\d/],
  IT: [/\bcasella\s*postale\b/i, /\bC\.?P\.?\s*\d/],
  JP: [/私書箱/],
  MX: [/\bapartado\s*postal\b/i],
  NL: [/\bpostbus\b/i],
  NO: [/\bpostboks\b/i],
  NZ: [/\bprivate\s*bag\b/i],
  PL: [/\bskrytka\s*pocztowa\b/i],
  PT: [/\bapartado\b/i, /\bcaixa\s*postal\b/i],
  SE: [/\bbox\s*\d/i, /\bpostbox\b/i],
};

/** Whether an address line is a PO box, by the patterns of every country and of the address's own. */
export function isPoBox(line: string, country: string): boolean {
  const own = PO_BOX_PATTERNS_BY_COUNTRY[resolveCountryCode(country)] ?? [];
  return [...PO_BOX_PATTERNS_ANY, ...own].some((pattern) => pattern.test(line));
}
