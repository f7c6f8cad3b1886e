import type { AttributeValues } from './rule-attributes.js';
import type { Expr, Literal, Operand, ParsedRule, RuleAction } from './rule-syntax.js';

/** true, false, or undefined: not known yet (the rule names a value the authorization gives). */
export type Truth = boolean | undefined;

/** Which value list items match this payment's values (the store reads only those). */
export interface ListLookup {
  has(alias: string, value: string): boolean;
}

type Value = string | number | boolean | null | undefined;

function operandValue(operand: Operand, values: AttributeValues): Value {
  return operand.kind === 'literal' ? operand.value : values[operand.name];
}

// Text compares whatever its case ('us' is 'US'), as Radar's rules do.
const same = (a: Literal, b: Literal) =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;

function compare(op: string, a: Value, b: Value): Truth {
  if (a === undefined || b === undefined) return undefined;
  // A missing value matches nothing: `:email: != 'x'` is false for a payment without an e-mail.
  if (a === null || b === null) return false;
  switch (op) {
    case '=':
      return same(a, b);
    case '!=':
      return !same(a, b);
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    default:
      return a >= b;
  }
}

const not = (t: Truth): Truth => (t === undefined ? undefined : !t);

/** Evaluates a rule's condition with three-valued logic: unknown only when the known part can't decide. */
export function evaluate(expr: Expr, values: AttributeValues, lists: ListLookup): Truth {
  switch (expr.kind) {
    case 'and': {
      const left = evaluate(expr.left, values, lists);
      if (left === false) return false;
      const right = evaluate(expr.right, values, lists);
      if (right === false) return false;
      return left === true && right === true ? true : undefined;
    }
    case 'or': {
      const left = evaluate(expr.left, values, lists);
      if (left === true) return true;
      const right = evaluate(expr.right, values, lists);
      if (right === true) return true;
      return left === false && right === false ? false : undefined;
    }
    case 'not':
      return not(evaluate(expr.expr, values, lists));
    case 'compare':
      return compare(expr.op, operandValue(expr.left, values), operandValue(expr.right, values));
    case 'truthy': {
      const value = values[expr.name];
      return value === undefined ? undefined : value === true;
    }
    case 'in': {
      const value = operandValue(expr.left, values);
      if (value === undefined) return undefined;
      if (value === null) return false;
      const found =
        'list' in expr.set
          ? lists.has(expr.set.list, String(value))
          : expr.set.values.some((candidate) => same(candidate, value));
      return expr.negated ? !found : found;
    }
  }
}

export interface ActiveRule {
  id: string;
  parsed: ParsedRule;
}

export interface RuleVerdict {
  action: RuleAction;
  rule: ActiveRule;
}

/**
 * What the merchant's rules say, in Radar's order: request credentials (3-D Secure) first,
 * then allow (which stops the others), block, review. Before the authorization a rule that
 * can't be decided yet holds back every rule after it, so a block never comes before an
 * allow that might still match.
 */
export function decideRules(
  rules: readonly ActiveRule[],
  values: AttributeValues,
  lists: ListLookup,
): { requestCredentials: ActiveRule | null; verdict: RuleVerdict | null; undecided: boolean } {
  const of = (action: RuleAction) => rules.filter((r) => r.parsed.action === action);
  let requestCredentials: ActiveRule | null = null;
  for (const rule of of('request_credentials')) {
    if (evaluate(rule.parsed.expr, values, lists) === true) {
      requestCredentials = rule;
      break;
    }
  }
  for (const action of ['allow', 'block', 'review'] as const) {
    for (const rule of of(action)) {
      const truth = evaluate(rule.parsed.expr, values, lists);
      if (truth === undefined) return { requestCredentials, verdict: null, undecided: true };
      if (truth) return { requestCredentials, verdict: { action, rule }, undecided: false };
    }
  }
  return { requestCredentials, verdict: null, undecided: false };
}
