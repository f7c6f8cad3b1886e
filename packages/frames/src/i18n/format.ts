/**
 * The catalogues' message syntax: ICU MessageFormat's simple arguments and its plural and
 * select arguments, which is what translators and their tools already know:
 *
 *   'Pay {amount}'
 *   '{count, plural, =0 {No attempts left} one {# attempt left} other {# attempts left}}'
 *   '{kind, select, card {Card} other {Account}}'
 *
 * Plural categories come from Intl.PluralRules (Arabic has six, Hebrew four, Japanese one), and
 * `#` and numeric arguments are written with Intl.NumberFormat in the message's language. A
 * whole library would cost the frames more than this does; it covers the subset the catalogues use.
 */

export type MessageParams = Readonly<Record<string, string | number>>;

interface Literal {
  kind: 'text';
  text: string;
}
interface Argument {
  kind: 'arg';
  name: string;
}
interface Choice {
  kind: 'plural' | 'select';
  name: string;
  options: Readonly<Record<string, Part[]>>;
}
type Part = Literal | Argument | Choice;

const parsed = new Map<string, Part[]>();

/** Parses from `at` until an unmatched `}` (or the end); returns the parts and where it stopped. */
function parse(source: string, at: number): [Part[], number] {
  const parts: Part[] = [];
  let text = '';
  let i = at;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '}') break;
    if (char !== '{') {
      text += char;
      i++;
      continue;
    }
    const close = source.indexOf('}', i);
    const head = /^\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?/.exec(source.slice(i));
    if (!head || close < 0) {
      text += char;
      i++;
      continue;
    }
    if (text) parts.push({ kind: 'text', text });
    text = '';
    const name = head[1]!;
    const type = head[2] as 'plural' | 'select' | undefined;
    if (!type) {
      const end = source.indexOf('}', i);
      parts.push({ kind: 'arg', name });
      i = end + 1;
      continue;
    }
    i += head[0].length;
    const options: Record<string, Part[]> = {};
    for (;;) {
      const key = /^\s*(=?\w+)\s*\{/.exec(source.slice(i));
      if (!key) break;
      const [inner, end] = parse(source, i + key[0].length);
      options[key[1]!] = inner;
      i = end + 1;
    }
    const rest = /^\s*\}/.exec(source.slice(i));
    i += rest ? rest[0].length : 0;
    parts.push({ kind: type, name, options });
  }
  if (text) parts.push({ kind: 'text', text });
  return [parts, i];
}

function partsOf(template: string): Part[] {
  let parts = parsed.get(template);
  if (!parts) {
    parts = parse(template, 0)[0];
    parsed.set(template, parts);
  }
  return parts;
}

/** One formatter per language: building an Intl object costs more than using it. */
function perLanguage<T>(make: (lang: string) => T): (lang: string) => T {
  const made = new Map<string, T>();
  return (lang) => {
    const found = made.get(lang);
    if (found) return found;
    const fresh = make(lang);
    made.set(lang, fresh);
    return fresh;
  };
}

const numberFormat = perLanguage((lang) => new Intl.NumberFormat(lang));
const pluralRule = perLanguage((lang) => new Intl.PluralRules(lang));

function render(parts: readonly Part[], params: MessageParams, lang: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      out += count === undefined ? part.text : part.text.replace(/#/g, numberFormat(lang).format(count));
    } else if (part.kind === 'arg') {
      const value = params[part.name];
      out +=
        value === undefined
          ? `{${part.name}}`
          : typeof value === 'number'
            ? numberFormat(lang).format(value)
            : value;
    } else {
      const value = params[part.name];
      if (part.kind === 'plural') {
        const n = Number(value);
        const branch =
          part.options[`=${n}`] ?? part.options[pluralRule(lang).select(n)] ?? part.options.other ?? [];
        out += render(branch, params, lang, n);
      } else {
        const branch = part.options[String(value)] ?? part.options.other ?? [];
        out += render(branch, params, lang, count);
      }
    }
  }
  return out;
}

/** A message with its arguments filled, numbers and plurals in the language `lang`. */
export function formatTemplate(template: string, params: MessageParams = {}, lang = 'en'): string {
  return render(partsOf(template), params, lang);
}

/** The argument names a message uses (sorted, each once): what every translation must keep. */
export function argumentNames(template: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (part.kind === 'text') continue;
      names.add(part.name);
      if (part.kind !== 'arg') for (const branch of Object.values(part.options)) walk(branch);
    }
  };
  walk(partsOf(template));
  return [...names].sort();
}
