/** A first-level region: its code, its local name, and its Latin name when that differs. */
export type RegionTuple =
  | readonly [code: string, name: string]
  | readonly [code: string, name: string, latinName: string];

/**
 * One record of the generated country table (see scripts/generate-countries.ts): Google's
 * i18n address metadata with its defaults applied. `fmt` and `require` use the metadata's
 * field letters: N name, O organization, A street address, D dependent locality, C city,
 * S administrative area, Z postal code, X sorting code.
 */
export interface CountryRecord {
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
  regions?: readonly RegionTuple[];
}
