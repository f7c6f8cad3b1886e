// The full address form: the country table's formats and regions, loaded when it is shown.
export { AddressFields } from '../ui/AddressFields.js';
export { addressFields, addressPayload, validateAddressFields } from '../ui/address-form.js';
