import { z } from 'zod';
import { type ApiError, invalidRequest, missingParam, unknownParam } from './errors.js';

/**
 * Parameter schemas for the Stripe wire format. Form bodies carry every value as a string,
 * so numbers and booleans are read from strings (JSON bodies may send them natively), and
 * an empty string means "unset" where Stripe allows it.
 */
function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 80 ? `${text.slice(0, 80)}...` : text;
}

const integer = z.preprocess(
  (v) => (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: (iss) => `Invalid integer: ${preview(iss.input)}` }).int({
    error: (iss) => `Invalid integer: ${preview(iss.input)}`,
  }),
);

const number = z.preprocess(
  (v) => (typeof v === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: (iss) => `Invalid decimal: ${preview(iss.input)}` }),
);

const boolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: (iss) => `Invalid boolean: ${preview(iss.input)}` }),
);

const string = (max = 5000) =>
  z
    .string({ error: (iss) => `Invalid string: ${preview(iss.input)}` })
    .max(max, { error: (iss) => `Invalid string: ${preview(iss.input)}; must be at most ${max} characters` });

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values);
}

/** An empty string clears a value on update (`description=`). */
const clearable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

const metadata = z.union([
  z.literal(''),
  z.record(
    z.string().max(40, { error: 'Metadata keys must be at most 40 characters' }),
    z.string({ error: 'Metadata values must be strings' }).max(500, {
      error: 'Metadata values must be at most 500 characters',
    }),
  ),
]);

/** Arrays arrive as `a[]=x` or `a[0]=x`; qs turns both into arrays, and a sparse index list into an object. */
function array<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => {
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const keys = Object.keys(v);
        if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
          return keys.sort((a, b) => Number(a) - Number(b)).map((k) => (v as Record<string, unknown>)[k]);
        }
      }
      return v;
    },
    z.array(item, { error: (iss) => `Invalid array: ${preview(iss.input)}` }),
  );
}

function object<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, { error: (iss) => `Invalid object: ${preview(iss.input)}` });
}

export const p = {
  string,
  integer,
  number,
  boolean,
  oneOf,
  clearable,
  metadata,
  array,
  object,
  expand: array(string(5000)),
  /** A currency: three lowercase letters (upper case is accepted and lowered). */
  currency: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.string().regex(/^[a-z]{3}$/, { error: (iss) => `Invalid currency: ${preview(iss.input)}` }),
  ),
  /** Pagination and created filters shared by list calls. */
  listShape: {
    limit: integer.optional(),
    starting_after: string().optional(),
    ending_before: string().optional(),
    created: z
      .union([
        integer,
        z.strictObject({
          gt: integer.optional(),
          gte: integer.optional(),
          lt: integer.optional(),
          lte: integer.optional(),
        }),
      ])
      .optional(),
    expand: array(string(5000)).optional(),
  },
};

/** `a.b.0.c` as Stripe names it: `a[b][0][c]`. */
export function bracketPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (i === 0 ? String(part) : `[${String(part)}]`)).join('');
}

/** Validates raw parameters against a schema and throws the Stripe error for the first problem. */
export function parseParams<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw toApiError(result.error, raw);
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let cur = raw;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

function toApiError(error: z.ZodError, raw: unknown): ApiError {
  // The deepest, first issue is what a developer wants to see; unions report several.
  const issue = flatten(error.issues)[0]!;
  const path = issue.path as PropertyKey[];
  if (issue.code === 'unrecognized_keys') {
    return unknownParam(bracketPath([...path, issue.keys[0]!]));
  }
  const param = bracketPath(path);
  // zod reports an absent enum as a wrong value; Stripe says it is missing either way.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && valueAt(raw, path) === undefined) {
    return missingParam(param);
  }
  if (issue.code === 'invalid_value') {
    const values = issue.values.map(String);
    const list =
      values.length > 1
        ? `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`
        : values[0] || 'an empty string';
    return invalidRequest(`Invalid ${param}: must be one of ${list}`, param, 'parameter_invalid');
  }
  return invalidRequest(issue.message, param || undefined, 'parameter_invalid');
}

function flatten(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const out: z.core.$ZodIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branches = issue.errors.map((errs) => flatten(errs)).filter((b) => b.length > 0);
      const best = branches.sort((a, b) => rank(b[0]!) - rank(a[0]!))[0];
      if (best?.[0]) {
        out.push({ ...best[0], path: [...issue.path, ...best[0].path] } as z.core.$ZodIssue);
        continue;
      }
    }
    out.push(issue);
  }
  return out;
}

/**
 * Which branch of a union explains a failure best: the one that got furthest into the value
 * (the longest path), then one that is not the `''` of `p.clearable` (its "must be ''" helps
 * nobody), then a wrong value over a wrong type (`{a: 1}` for a string says why).
 */
function rank(issue: z.core.$ZodIssue): number {
  const clearLiteral = issue.code === 'invalid_value' && issue.values.length === 1 && issue.values[0] === '';
  return issue.path.length * 4 + (clearLiteral ? 0 : 2) + (issue.code === 'invalid_type' ? 0 : 1);
}

export { z };
