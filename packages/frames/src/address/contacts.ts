import type { Contact } from './address-options.js';

/**
 * The saved addresses (`contacts`) as the shopper manages them (docs/link.md#views, docs/link.md#states):
 * the list with one selected, a new address, a contact edited, a removal asked then done.
 */
export type ContactView =
  | { kind: 'saved'; selected: number }
  | { kind: 'remove'; selected: number; removing: number }
  | { kind: 'details'; editing: number | null };

export function initialView(contacts: readonly Contact[]): ContactView {
  return contacts.length > 0 ? { kind: 'saved', selected: 0 } : { kind: 'details', editing: null };
}

/**
 * Removes a contact. Removing the selected one selects the first remaining (every listed
 * contact is an allowed one); with none left the form opens for a new address.
 */
export function removeContact(
  contacts: readonly Contact[],
  index: number,
  selected: number,
): { contacts: Contact[]; view: ContactView } {
  const rest = contacts.filter((_, i) => i !== index);
  if (rest.length === 0) return { contacts: rest, view: { kind: 'details', editing: null } };
  const next = selected === index ? 0 : selected > index ? selected - 1 : selected;
  return { contacts: rest, view: { kind: 'saved', selected: next } };
}

/** The one line a contact shows under its name: "510 Townsend St, San Francisco, CA 94103, United States". */
export function contactSummary(contact: Contact, countryName: string = contact.address.country): string {
  const { address } = contact;
  return [
    address.line1,
    address.line2,
    placeLine(address.city, address.state, address.postal_code),
    countryName,
  ]
    .filter(Boolean)
    .join(', ');
}

/** City, then region and postal code together: "Washington, DC 20500". */
export function placeLine(city = '', region = '', postalCode = ''): string {
  return [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
