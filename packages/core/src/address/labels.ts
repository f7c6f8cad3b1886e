/** English labels for the metadata's label types of postal codes, regions and localities. */
export const ADDRESS_LABELS_EN: Readonly<Record<string, string>> = {
  postal: 'Postal code',
  zip: 'ZIP',
  eircode: 'Eircode',
  pin: 'PIN',
  area: 'Area',
  county: 'County',
  department: 'Department',
  district: 'District',
  do_si: 'Province',
  emirate: 'Emirate',
  island: 'Island',
  oblast: 'Region',
  parish: 'Parish',
  prefecture: 'Prefecture',
  province: 'Province',
  state: 'State',
  city: 'City',
  post_town: 'Town or city',
  suburb: 'Suburb',
  neighborhood: 'Neighborhood',
  village_township: 'Village or township',
  townland: 'Townland',
};

/** The English label of a label type; unknown types read with their first letter capitalised. */
export function addressLabel(labelType: string): string {
  const label = ADDRESS_LABELS_EN[labelType];
  if (label) return label;
  const words = labelType.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
