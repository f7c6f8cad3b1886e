import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Checks answers against the public OpenAPI description of the Stripe API (version
 * 2020-08-27), kept gzipped in the repository's `vendor/stripe-openapi/` with its MIT licence.
 * For tests only.
 *
 * The description is OpenAPI 3.0, which is not quite JSON Schema: `nullable: true` becomes
 * one more accepted type, Stripe's `x-*` annotations are dropped, and an enum marked
 * `x-stripeBypassValidation` (the API may answer values newer than the snapshot, such as
 * new payment method types) is not enforced. Properties the schema does not name are
 * allowed: our answers may carry fields newer than 2022 (`latest_charge`).
 */

export interface ResourceError {
  /** JSON pointer into the object, `/` for the object itself. */
  path: string;
  message: string;
}

const SPEC_ID = 'stripe-openapi';

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no workspace root above ${start}`);
    dir = parent;
  }
}

/** `<repo>/vendor/stripe-openapi/<file>.gz`, parsed. */
function readOpenApiFile(file: 'spec3.json' | 'fixtures3.json'): unknown {
  const root = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  const where = path.join(root, 'vendor', 'stripe-openapi', `${file}.gz`);
  return JSON.parse(gunzipSync(readFileSync(where)).toString('utf8'));
}

type Node = Record<string, unknown>;

/** One schema of the description, in JSON Schema terms (see the module comment). */
function toJsonSchema(node: unknown): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const source = node as Node;
  const out: Node = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('x-') || key === 'description' || key === 'title' || key === 'nullable') continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Node).map(([name, schema]) => [name, toJsonSchema(schema)]),
      );
    } else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
      out[key] = (value as unknown[]).map(toJsonSchema);
    } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
      out[key] = toJsonSchema(value);
    } else if (key === 'enum' && source['x-stripeBypassValidation'] === true) {
      // Newer values are allowed: the enum only documents the snapshot's.
    } else if (key === '$ref') {
      out.$ref = (value as string).replace(/^#/, `${SPEC_ID}#`);
    } else {
      out[key] = value;
    }
  }
  if (source.nullable !== true) return out;
  if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  if (Array.isArray(out.anyOf)) return { ...out, anyOf: [...out.anyOf, { type: 'null' }] };
  if (typeof out.$ref === 'string') {
    const { $ref, ...rest } = out;
    return { ...rest, anyOf: [{ $ref }, { type: 'null' }] };
  }
  return out;
}

// ajv-formats is CommonJS: its default export is the plugin (TypeScript sees the module object).
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

function compiler(): Ajv {
  if (ajv) return ajv;
  const spec = readOpenApiFile('spec3.json') as {
    components: { schemas: Record<string, unknown> };
  };
  const schemas = Object.fromEntries(
    Object.entries(spec.components.schemas).map(([name, schema]) => [name, toJsonSchema(schema)]),
  );
  const instance = new Ajv({ allErrors: true, strict: false, validateSchema: false, verbose: true });
  addFormats(instance);
  instance.addFormat('unix-time', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= 0 });
  instance.addFormat('decimal', { type: 'string', validate: (s: string) => /^-?\d+(\.\d+)?$/.test(s) });
  instance.addSchema({ $id: SPEC_ID, components: { schemas } });
  ajv = instance;
  return instance;
}

/** Compiled once per schema name, on first use (the description is 4 MB). */
function validatorFor(schemaName: string): ValidateFunction {
  let validate = validators.get(schemaName);
  if (!validate) {
    const found = compiler().getSchema(`${SPEC_ID}#/components/schemas/${schemaName}`);
    if (!found) throw new Error(`The OpenAPI description has no schema named '${schemaName}'.`);
    validate = found;
    validators.set(schemaName, validate);
  }
  return validate;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}

function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isWithin(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(`${base}/`);
}

const branchValidators = new Map<string, ValidateFunction>();

function branchValidator(branch: unknown): ValidateFunction {
  const key = JSON.stringify(branch);
  let validate = branchValidators.get(key);
  if (!validate) {
    validate = compiler().compile(branch as object);
    branchValidators.set(key, validate);
  }
  return validate;
}

function typesOf(errors: readonly ErrorObject[]): string[] {
  return errors
    .filter((e) => e.keyword === 'type')
    .flatMap((e) => [e.params.type as string | string[]].flat());
}

/** A branch that failed on the value's own type: it was never meant for this value. */
function misfit(errors: readonly ErrorObject[]): boolean {
  return errors.every((e) => e.instancePath === '' && ['type', 'anyOf', 'oneOf'].includes(e.keyword));
}

/**
 * Ajv reports every branch of a failed `anyOf` at once ("must be string", "must be null",
 * and what the object branch disliked). For a reader, each union is checked again branch by
 * branch: the branch that fitted the value best speaks for it, or, when none fitted at all,
 * one line names the accepted types.
 */
function readable(errors: readonly ErrorObject[], root: unknown, prefix = ''): ResourceError[] {
  const out: ResourceError[] = [];
  let remaining = [...errors];
  const unions = errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  for (const union of unions) {
    if (!remaining.includes(union)) continue;
    const base = union.instancePath;
    remaining = remaining.filter((e) => !isWithin(e.instancePath, base));
    const value = valueAt(root, base);
    const outcomes = (union.schema as unknown[]).map((branch) => {
      const validate = branchValidator(branch);
      return validate(value) ? [] : [...(validate.errors ?? [])];
    });
    const fitting = outcomes.filter((o) => o.length > 0 && !misfit(o)).sort((a, b) => a.length - b.length);
    if (fitting[0]) {
      out.push(...readable(fitting[0], value, prefix + base));
    } else {
      const types = [...new Set(outcomes.flatMap(typesOf))];
      out.push({
        path: prefix + base || '/',
        message: `must be ${types.join(' or ') || 'one of the accepted shapes'}, got ${describe(value)}`,
      });
    }
  }
  for (const e of remaining) {
    const at = prefix + e.instancePath || '/';
    const got = describe(valueAt(root, e.instancePath));
    if (e.keyword === 'required') {
      out.push({ path: at, message: `is missing the required property '${e.params.missingProperty}'` });
    } else if (e.keyword === 'enum') {
      const allowed = (e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      out.push({ path: at, message: `must be one of ${allowed}, got ${got}` });
    } else if (e.keyword === 'type') {
      out.push({ path: at, message: `must be ${typesOf([e]).join(' or ')}, got ${got}` });
    } else {
      out.push({ path: at, message: `${e.message ?? e.keyword}, got ${got}` });
    }
  }
  return out;
}

/** One line per problem, sorted by path; the missing properties of one object on one line. */
function sorted(errors: ResourceError[]): ResourceError[] {
  const missing = new Map<string, string[]>();
  const lines = new Map<string, ResourceError>();
  for (const e of errors) {
    const name = /^is missing the required property '(.*)'$/.exec(e.message)?.[1];
    if (name !== undefined) {
      const names = missing.get(e.path) ?? [];
      if (!names.includes(name)) names.push(name);
      missing.set(e.path, names);
    } else {
      lines.set(`${e.path} ${e.message}`, e);
    }
  }
  for (const [at, names] of missing) {
    const message =
      names.length === 1
        ? `is missing the required property '${names[0]}'`
        : `is missing the required properties ${names.map((n) => `'${n}'`).join(', ')}`;
    lines.set(`${at} ${message}`, { path: at, message });
  }
  return [...lines.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The ways `object` differs from the schema `schemaName` of components/schemas (an empty
 * list when it conforms).
 */
export function validateResource(schemaName: string, object: unknown): ResourceError[] {
  const validate = validatorFor(schemaName);
  // The official client adds `lastResponse` and friends: check the wire data, as JSON.
  const data = JSON.parse(JSON.stringify(object ?? null)) as unknown;
  if (validate(data)) return [];
  return sorted(readable(validate.errors ?? [], data));
}

/** Throws, listing every failing path, unless `object` conforms to the schema `schemaName`. */
export function expectValidResource(schemaName: string, object: unknown): void {
  const errors = validateResource(schemaName, object);
  if (errors.length === 0) return;
  const id = object && typeof object === 'object' ? (object as { id?: unknown }).id : undefined;
  const lines = errors.map((e) => `  ${e.path}: ${e.message}`);
  throw new Error(
    `${typeof id === 'string' ? `${id} ` : ''}does not match the OpenAPI schema '${schemaName}' (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
  );
}

/** A list object (`object: 'list'`, `data`, `has_more`, `url`) whose every item is a `schemaName`. */
export function expectValidList(schemaName: string, list: unknown): void {
  const value = JSON.parse(JSON.stringify(list ?? null)) as Record<string, unknown> | null;
  const problems: string[] = [];
  if (value?.object !== 'list') problems.push(`object must be 'list'`);
  if (!Array.isArray(value?.data)) problems.push('data must be an array');
  if (typeof value?.has_more !== 'boolean') problems.push('has_more must be a boolean');
  if (typeof value?.url !== 'string' || !value.url.startsWith('/v1/'))
    problems.push('url must be a /v1/ path');
  if (problems.length > 0) throw new Error(`Not a list object: ${problems.join('; ')}`);
  for (const [index, item] of (value!.data as unknown[]).entries()) {
    try {
      expectValidResource(schemaName, item);
    } catch (error) {
      throw new Error(`data[${index}]: ${(error as Error).message}`);
    }
  }
}

/** An example object from the description's fixtures (`fixtures3.json`). */
let fixtures: Record<string, Record<string, unknown>> | undefined;

export function openApiFixture(name: string): Record<string, unknown> {
  fixtures ??= (readOpenApiFile('fixtures3.json') as { resources: Record<string, Record<string, unknown>> })
    .resources;
  const fixture = fixtures[name];
  if (!fixture) throw new Error(`fixtures3.json has no resource named '${name}'.`);
  return structuredClone(fixture);
}
