import { describe, expect, it } from 'vitest';
import { DefaultRiskEngine, type RiskSignals } from './engine.js';
import { decideRules, evaluate, type ListLookup } from './rule-eval.js';
import { parseRule, RuleSyntaxError } from './rule-syntax.js';

const noLists: ListLookup = { has: () => false };
const matches = (rule: string, values: Record<string, string | number | boolean | null>, lists = noLists) =>
  evaluate(parseRule(rule).expr, values, lists);

describe('rule parser', () => {
  it('reads the action, the predicate as written and whether it waits for the authorization', () => {
    expect(parseRule("Block if :cvc_check: = 'fail'")).toMatchObject({
      action: 'block',
      predicate: ":cvc_check: = 'fail'",
      after: true,
      lists: [],
    });
    expect(parseRule('request credentials if :amount_in_usd: >= 250')).toMatchObject({
      action: 'request_credentials',
      after: false,
    });
    expect(parseRule('Review if :email: in @watched_emails').lists).toEqual(['watched_emails']);
  });

  it('compares numbers, text whatever its case, value sets and booleans', () => {
    const values = { amount_in_usd: 1500, card_country: 'GB', ip_country: 'US', is_off_session: false };
    expect(matches('Review if :amount_in_usd: > 1000 and :card_country: != :ip_country:', values)).toBe(true);
    expect(matches("Block if :card_country: = 'gb'", values)).toBe(true);
    expect(matches("Block if :card_country: in ('FR', 'gb')", values)).toBe(true);
    expect(matches("Block if :card_country: not in ('FR', 'GB')", values)).toBe(false);
    expect(matches('Allow if not :is_off_session:', values)).toBe(true);
    expect(matches('Block if :amount_in_usd: <= 1499.99', values)).toBe(false);
  });

  it('honours precedence: and before or, parentheses and not', () => {
    const values = { card_country: 'US', amount_in_usd: 5, ip_country: 'FR' };
    expect(
      matches("Block if :card_country: = 'US' or :amount_in_usd: > 10 and :ip_country: = 'DE'", values),
    ).toBe(true);
    expect(
      matches("Block if (:card_country: = 'US' or :amount_in_usd: > 10) and :ip_country: = 'DE'", values),
    ).toBe(false);
    expect(matches("Block if not (:ip_country: = 'DE')", values)).toBe(true);
  });

  it('looks value lists up by alias', () => {
    const lists: ListLookup = { has: (alias, value) => alias === 'bad' && value === 'x@example.com' };
    expect(matches('Block if :email: in @bad', { email: 'x@example.com' }, lists)).toBe(true);
    expect(matches('Block if :email: not in @bad', { email: 'y@example.com' }, lists)).toBe(true);
  });

  it('treats a missing value as matching nothing, and an unknown one as undecided', () => {
    expect(matches("Block if :email_domain: = 'x.com'", { email_domain: null })).toBe(false);
    expect(matches("Block if :cvc_check: = 'fail'", {})).toBeUndefined();
    // The known half decides: false and unknown is false, true or unknown is true.
    expect(matches("Block if :cvc_check: = 'fail' and :amount_in_usd: > 10", { amount_in_usd: 1 })).toBe(
      false,
    );
    expect(matches("Block if :cvc_check: = 'fail' or :amount_in_usd: > 10", { amount_in_usd: 11 })).toBe(
      true,
    );
  });

  it.each([
    ['', 'A rule starts with its action'],
    ["Deny if :card_country: = 'US'", 'A rule starts with its action'],
    ["Block :card_country: = 'US'", 'Expected `if` after the action'],
    ['Block if', 'no condition after `if`'],
    ["Block if :card_colour: = 'red'", 'Unknown attribute `:card_colour:`'],
    ["Block if :card_country: = 'US", 'This string is not closed'],
    ["Block if :amount_in_usd: > 'ten'", "can't be compared"],
    ["Block if :card_country: > 'US'", '`>` compares numbers'],
    ['Block if :card_country:', 'Expected a comparison'],
    ["Block if (:card_country: = 'US'", 'Expected `)`'],
    ["Block if :card_country: = 'US' 'FR'", "Unexpected 'FR'"],
    ['Block if :card_country: = US', 'Unknown word `us`'],
    ['Block if :amount_in_usd: > 1; drop table rules', 'Unexpected character `;`'],
    ['Block if :card_country: in (:ip_country:)', 'A list of values holds values only'],
    ['Request 3d secure if :amount_in_usd: > 1', 'Write `Request credentials`'],
  ])('refuses %j with a message that says why', (rule, message) => {
    expect(() => parseRule(rule)).toThrow(RuleSyntaxError);
    expect(() => parseRule(rule)).toThrow(message);
  });
});

describe('rule decisions', () => {
  const rule = (id: string, text: string) => ({ id, parsed: parseRule(text) });

  it('runs request credentials, then allow before block before review', () => {
    const rules = [
      rule('r1', 'Review if :amount_in_usd: > 1'),
      rule('r2', "Block if :card_country: = 'US'"),
      rule('r3', "Allow if :email: = 'vip@example.com'"),
      rule('r4', 'Request credentials if :amount_in_usd: > 100'),
    ];
    const values = { amount_in_usd: 500, card_country: 'US', email: 'someone@example.com' };
    expect(decideRules(rules, values, noLists)).toMatchObject({
      requestCredentials: { id: 'r4' },
      verdict: { action: 'block', rule: { id: 'r2' } },
    });
    const vip = decideRules(rules, { ...values, email: 'vip@example.com' }, noLists);
    expect(vip.verdict).toMatchObject({ action: 'allow', rule: { id: 'r3' } });
  });

  it('waits for the authorization when an earlier rule cannot be decided before it', () => {
    const rules = [rule('a', "Allow if :cvc_check: = 'pass'"), rule('b', "Block if :card_country: = 'US'")];
    expect(decideRules(rules, { card_country: 'US' }, noLists)).toMatchObject({
      verdict: null,
      undecided: true,
    });
    expect(decideRules(rules, { card_country: 'US', cvc_check: 'pass' }, noLists).verdict?.action).toBe(
      'allow',
    );
  });
});

describe('default risk engine', () => {
  const base: RiskSignals = {
    livemode: false,
    amountInUsd: 20,
    cardCountry: 'US',
    ipAddress: '203.0.113.9',
    ipCountry: null,
    billingCountry: null,
    email: 'jenny@example.com',
    declinePressure: 0,
    history: { charges: 0, amountUsd: 0 },
  };
  const engine = new DefaultRiskEngine();

  it('scores a plain payment normal, and each sign raises the score', () => {
    expect(engine.assess(base)).toMatchObject({ level: 'normal', score: 10, reasons: [] });
    const signs = engine.assess({
      ...base,
      checks: { cvc: 'fail', postalCode: 'fail', line1: 'pass' },
      ipCountry: 'FR',
      email: 'x@mailinator.com',
    });
    expect(signs.level).toBe('highest');
    expect(signs.reasons).toEqual([
      'cvc_check_failed',
      'postal_code_check_failed',
      'card_country_differs_from_ip_country',
      'disposable_email',
    ]);
  });

  it('compares the amount with the account history once there is one', () => {
    const history = { charges: 20, amountUsd: 400 };
    expect(engine.assess({ ...base, amountInUsd: 100, history }).reasons).toEqual([
      'amount_above_account_history',
    ]);
    expect(
      engine.assess({ ...base, amountInUsd: 100, history: { charges: 2, amountUsd: 40 } }).reasons,
    ).toEqual([]);
  });

  it('raises the level as declines near the card-testing limits', () => {
    expect(engine.assess({ ...base, declinePressure: 0.5 }).level).toBe('elevated');
    expect(engine.assess({ ...base, declinePressure: 0.9 }).level).toBe('highest');
  });
});
