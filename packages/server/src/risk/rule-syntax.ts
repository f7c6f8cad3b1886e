import { type AttributeType, RULE_ATTRIBUTES } from './rule-attributes.js';

/**
 * Radar's rule language, parsed by hand into a tree (never evaluated as code):
 *
 *   rule       := action 'if' expression
 *   action     := 'allow' | 'block' | 'review' | 'request credentials' | 'request 3d secure'
 *   expression := and ('or' and)*
 *   and        := unary ('and' unary)*
 *   unary      := 'not' unary | '(' expression ')' | condition
 *   condition  := operand [comparator operand | ['not'] 'in' set]   (a bare operand: a boolean attribute)
 *   set        := '@alias' | '(' literal (',' literal)* ')'
 *
 * Keywords are case-insensitive; strings are single- or double-quoted.
 */
export type RuleAction = 'allow' | 'block' | 'review' | 'request_credentials';
export type Comparator = '=' | '!=' | '<' | '>' | '<=' | '>=';
export type Literal = string | number | boolean;
export type Operand = { kind: 'attribute'; name: string } | { kind: 'literal'; value: Literal };

export type Expr =
  | { kind: 'and' | 'or'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr }
  | { kind: 'compare'; op: Comparator; left: Operand; right: Operand }
  | { kind: 'in'; negated: boolean; left: Operand; set: { list: string } | { values: Literal[] } }
  | { kind: 'truthy'; name: string };

export interface ParsedRule {
  action: RuleAction;
  /** The condition as written after `if`. */
  predicate: string;
  expr: Expr;
  /** The value lists it names (`@alias`), which must exist. */
  lists: string[];
  /** Whether it names an attribute known only after the authorization. */
  after: boolean;
}

/** A rule that does not parse: the message says what and where (1-based character position). */
export class RuleSyntaxError extends Error {}

type Token =
  | { t: 'word'; v: string; at: number }
  | { t: 'attr'; v: string; at: number }
  | { t: 'list'; v: string; at: number }
  | { t: 'string'; v: string; at: number }
  | { t: 'number'; v: number; at: number }
  | { t: 'op'; v: string; at: number }
  | { t: 'end'; at: number };

const fail = (message: string, at: number): never => {
  throw new RuleSyntaxError(`${message} (at character ${at + 1}).`);
};

/** Each token kind and the pattern that reads it at the current position. */
const PATTERNS: [RegExp, (m: RegExpMatchArray, at: number) => Token][] = [
  [/^:([a-z0-9_]+):/i, (m, at) => ({ t: 'attr', v: m[1]!.toLowerCase(), at })],
  [/^@([a-z0-9_-]+)/i, (m, at) => ({ t: 'list', v: m[1]!, at })],
  [/^-?\d+(\.\d+)?/, (m, at) => ({ t: 'number', v: Number(m[0]), at })],
  [/^(<=|>=|!=|=|<|>|\(|\)|,)/, (m, at) => ({ t: 'op', v: m[0], at })],
  [/^[a-z][a-z0-9_]*/i, (m, at) => ({ t: 'word', v: m[0].toLowerCase(), at })],
];

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  scan: while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "'" || c === '"') {
      const close = text.indexOf(c, i + 1);
      if (close < 0) fail('This string is not closed', i);
      tokens.push({ t: 'string', v: text.slice(i + 1, close), at: i });
      i = close + 1;
      continue;
    }
    const rest = text.slice(i);
    for (const [pattern, make] of PATTERNS) {
      const m = rest.match(pattern);
      if (m) {
        tokens.push(make(m, i));
        i += m[0].length;
        continue scan;
      }
    }
    fail(`Unexpected character \`${c}\``, i);
  }
  tokens.push({ t: 'end', at: text.length });
  return tokens;
}

const COMPARATORS = new Set(['=', '!=', '<', '>', '<=', '>=']);

class Parser {
  #i = 0;
  readonly lists = new Set<string>();
  after = false;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.#i]!;
  }
  next(): Token {
    return this.tokens[this.#i++]!;
  }
  isWord(word: string, token = this.peek()): boolean {
    return token.t === 'word' && token.v === word;
  }
  isOp(op: string): boolean {
    const token = this.peek();
    return token.t === 'op' && token.v === op;
  }
  expectOp(op: string): void {
    if (!this.isOp(op)) fail(`Expected \`${op}\` ${describe(this.peek())}`, this.peek().at);
    this.next();
  }

  action(): RuleAction {
    const token = this.next();
    if (token.t === 'word' && (token.v === 'allow' || token.v === 'block' || token.v === 'review')) {
      return token.v;
    }
    if (this.isWord('request', token)) {
      if (this.isWord('credentials')) {
        this.next();
        return 'request_credentials';
      }
      // `3d secure` reads as a number then words: name the action Radar's syntax uses.
      if (this.peek().t === 'number' || this.isWord('three'))
        fail('Write `Request credentials` to ask for 3-D Secure', this.peek().at);
    }
    return fail(
      `A rule starts with its action (Allow, Block, Review or Request credentials), not ${describe(token)}`,
      token.at,
    );
  }

  expression(): Expr {
    let left = this.and();
    while (this.isWord('or')) {
      this.next();
      left = { kind: 'or', left, right: this.and() };
    }
    return left;
  }

  and(): Expr {
    let left = this.unary();
    while (this.isWord('and')) {
      this.next();
      left = { kind: 'and', left, right: this.unary() };
    }
    return left;
  }

  unary(): Expr {
    if (this.isWord('not')) {
      this.next();
      return { kind: 'not', expr: this.unary() };
    }
    if (this.isOp('(')) {
      this.next();
      const inner = this.expression();
      this.expectOp(')');
      return inner;
    }
    return this.condition();
  }

  condition(): Expr {
    const start = this.peek();
    const left = this.operand();
    const token = this.peek();
    if (token.t === 'op' && COMPARATORS.has(token.v)) {
      this.next();
      const right = this.operand();
      checkComparison(token.v as Comparator, left, right, token.at);
      return { kind: 'compare', op: token.v as Comparator, left, right };
    }
    const negated = this.isWord('not') && this.isWord('in', this.tokens[this.#i + 1]);
    if (negated) this.next();
    if (this.isWord('in')) {
      this.next();
      return { kind: 'in', negated, left, set: this.set() };
    }
    if (left.kind === 'attribute' && typeOf(left) === 'boolean') return { kind: 'truthy', name: left.name };
    return fail(
      `Expected a comparison (=, !=, <, >, <=, >=, IN) after ${describe(start)}, found ${describe(token)}`,
      token.at,
    );
  }

  operand(): Operand {
    const token = this.next();
    switch (token.t) {
      case 'attr': {
        const spec = RULE_ATTRIBUTES[token.v];
        if (!spec) fail(`Unknown attribute \`:${token.v}:\``, token.at);
        if (spec?.after) this.after = true;
        return { kind: 'attribute', name: token.v };
      }
      case 'string':
        return { kind: 'literal', value: token.v };
      case 'number':
        return { kind: 'literal', value: token.v };
      case 'word':
        if (token.v === 'true' || token.v === 'false') return { kind: 'literal', value: token.v === 'true' };
        return fail(`Unknown word \`${token.v}\`: write attributes as :name: and text in quotes`, token.at);
      default:
        return fail(`Expected an attribute or a value, found ${describe(token)}`, token.at);
    }
  }

  set(): { list: string } | { values: Literal[] } {
    const token = this.peek();
    if (token.t === 'list') {
      this.next();
      this.lists.add(token.v);
      return { list: token.v };
    }
    this.expectOp('(');
    const values: Literal[] = [];
    do {
      const operand = this.operand();
      if (operand.kind !== 'literal') fail('A list of values holds values only', this.peek().at);
      else values.push(operand.value);
    } while (this.isOp(',') && this.next());
    this.expectOp(')');
    return { values };
  }
}

function describe(token: Token): string {
  if (token.t === 'end') return 'the end of the rule';
  if (token.t === 'attr') return `\`:${token.v}:\``;
  if (token.t === 'list') return `\`@${token.v}\``;
  if (token.t === 'string') return `'${token.v}'`;
  return `\`${token.v}\``;
}

function typeOf(operand: Operand): AttributeType {
  if (operand.kind === 'attribute') return RULE_ATTRIBUTES[operand.name]!.type;
  return typeof operand.value as AttributeType;
}

function checkComparison(op: Comparator, left: Operand, right: Operand, at: number): void {
  const [a, b] = [typeOf(left), typeOf(right)];
  const name = (o: Operand) => (o.kind === 'attribute' ? `:${o.name}:` : JSON.stringify(o.value));
  if (a !== b)
    fail(`\`${name(left)}\` is a ${a} and \`${name(right)}\` is a ${b}: they can't be compared`, at);
  if (op !== '=' && op !== '!=' && a !== 'number') fail(`\`${op}\` compares numbers, not ${a}s`, at);
}

/** Parses `Block if :risk_level: = 'highest'`; throws RuleSyntaxError on anything else. */
export function parseRule(text: string): ParsedRule {
  if (text.length > 2000) throw new RuleSyntaxError('A rule is at most 2000 characters long.');
  const tokens = tokenize(text);
  const parser = new Parser(tokens);
  const action = parser.action();
  const ifToken = parser.next();
  if (ifToken.t !== 'word' || ifToken.v !== 'if') {
    fail(`Expected \`if\` after the action, found ${describe(ifToken)}`, ifToken.at);
  }
  const start = parser.peek();
  if (start.t === 'end') fail('The rule has no condition after `if`', start.at);
  const expr = parser.expression();
  const end = parser.peek();
  if (end.t !== 'end') fail(`Unexpected ${describe(end)}`, end.at);
  return {
    action,
    predicate: text.slice(start.at).trim(),
    expr,
    lists: [...parser.lists],
    after: parser.after,
  };
}
