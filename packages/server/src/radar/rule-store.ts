import { type ActiveRule, type ParsedRule, parseRule } from '../risk/index.js';
import { parseData } from '../store/index.js';
import type { Db, Scope, StripeObject } from '../store/types.js';

/** A merchant's rule as the API shows it: Stripe's rule fields (id, action, predicate) and the text. */
export interface RadarRule extends StripeObject {
  object: 'radar.rule';
  action: ParsedRule['action'];
  predicate: string;
  /** The rule as written: `Block if :risk_level: = 'highest'`. */
  rule: string;
}

// Rules are parsed once per text: a payment evaluates every rule of its account.
const parsed = new Map<string, ParsedRule>();

export function parsedRule(text: string): ParsedRule {
  let found = parsed.get(text);
  if (!found) {
    found = parseRule(text);
    if (parsed.size > 5000) parsed.clear();
    parsed.set(text, found);
  }
  return found;
}

/** The rules as stored (oldest first), ready to decide: rows from the risk read or from a list. */
export function activeRules(rows: readonly unknown[]): ActiveRule[] {
  return rows.map((row) => {
    const rule = parseData(row) as RadarRule;
    return { id: rule.id, parsed: parsedRule(rule.rule) };
  });
}

export async function loadRules(db: Db, scope: Scope): Promise<ActiveRule[]> {
  const rows = await db
    .selectFrom('radar_rules')
    .select('data')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .orderBy('seq', 'asc')
    .execute();
  return activeRules(rows.map((r) => r.data));
}
