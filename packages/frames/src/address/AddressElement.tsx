import type { AddressSuggestion, ChangePayload, CollectResult } from '@payframe/js/protocol';
import { type MutableRefObject, useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/Messages.js';
import type { FieldBinding, Values } from '../methods/types.js';
import { isAutofillAnimation } from '../ui/autofill.js';
import { AddressForm } from './AddressForm.js';
import { type AddressConfig, initialCountry } from './address-options.js';
import {
  addressValue,
  apiAddress,
  changeCountry,
  contactValues,
  firstInvalid,
  initialAddressValues,
  isAddressEmpty,
  validateAddressForm,
  visibleFields,
} from './address-values.js';
import { ContactList } from './ContactList.js';
import { type ContactView, initialView, removeContact } from './contacts.js';
import { applySuggestion, shouldSuggest } from './suggestions.js';
import { useSuggestions } from './useSuggestions.js';

/** What the frame's message handlers call into. */
export interface AddressControls {
  collect(display: boolean): CollectResult;
  focusError(): void;
  command(command: 'focus' | 'blur' | 'clear' | 'collapse'): void;
  suggestions(query: string, list: AddressSuggestion[]): void;
}

interface AddressElementProps {
  config: AddressConfig;
  merchantCountry: string;
  controls: MutableRefObject<AddressControls | null>;
  onChange(payload: ChangePayload): void;
  ask(query: string, country: string): void;
}

/** The Address Element: saved contacts to pick from, or the form laid out for the country. */
export function AddressElement({ config, merchantCountry, controls, onChange, ask }: AddressElementProps) {
  const messages = useMessages();
  const fresh = () => initialAddressValues(config, initialCountry(config, merchantCountry));
  const [contacts, setContacts] = useState(config.contacts);
  const [view, setView] = useState<ContactView>(() => initialView(config.contacts));
  const [values, setValues] = useState<Values>(fresh);
  const [revealed, setRevealed] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [displayAll, setDisplayAll] = useState(false);
  const inputs = useRef(new Map<string, HTMLElement>());
  const suggestions = useSuggestions(ask);

  const selectedContact = view.kind === 'details' ? null : contacts[view.selected];
  const current = selectedContact ? contactValues(selectedContact, config) : values;
  const isNewAddress = view.kind === 'details' && view.editing === null;
  const errors = validateAddressForm(current, config);
  const complete = Object.keys(errors).length === 0;
  const fields = visibleFields(current, config, revealed);
  const shown: FieldBinding['errors'] = {};
  for (const field of fields) {
    const error = errors[field];
    if (error && (displayAll || (touched.has(field) && (current[field] ?? '') !== ''))) shown[field] = error;
  }

  const setValue = (field: string, value: string) => {
    const next = field === 'country' ? changeCountry(values, value) : { ...values, [field]: value };
    setValues(next);
    if (field === 'country') suggestions.close();
    if (field === 'addressLine1' && config.autocomplete !== 'disabled') {
      if (shouldSuggest(value, config.autocomplete)) suggestions.request(value.trim(), next.country ?? '');
      else suggestions.close();
    }
  };
  const pick = (index: number) => {
    const suggestion = suggestions.list[index];
    if (!suggestion) return;
    setValues(applySuggestion(values, suggestion));
    setRevealed(true);
    suggestions.close();
  };
  const focusField = (field: string | null) => {
    // After a reveal the field renders on the next frame.
    requestAnimationFrame(() => (field ? inputs.current.get(field)?.focus() : undefined));
  };
  const editContact = (index: number) => {
    const contact = contacts[index];
    if (!contact) return;
    setValues(contactValues(contact, config));
    setRevealed(true);
    setView({ kind: 'details', editing: index });
  };
  /** Back to the list: an edited contact that is complete replaces the saved one. */
  const backToSaved = () => {
    if (view.kind !== 'details') return;
    if (view.editing !== null && complete) {
      const value = addressValue(values, config);
      const edited = {
        name: value.name,
        phone: value.phone ?? '',
        address: { ...value.address, line2: value.address.line2 ?? '' },
      };
      setContacts((list) => list.map((contact, i) => (i === view.editing ? edited : contact)));
    }
    setView({ kind: 'saved', selected: view.editing ?? 0 });
    setDisplayAll(false);
  };

  controls.current = {
    collect(display) {
      const value = addressValue(current, config);
      const result: CollectResult = {
        component: 'address',
        type: null,
        complete,
        address: { complete, isNewAddress, value },
      };
      if (complete) {
        if (config.mode === 'billing') result.paymentMethodData = { billing_details: apiAddress(value) };
        else result.shipping = apiAddress(value);
        return result;
      }
      if (display) {
        // An incomplete saved contact opens for editing, every field shown with its error.
        if (view.kind !== 'details') editContact(view.selected);
        setRevealed(true);
        setDisplayAll(true);
      }
      const field = firstInvalid(current, config);
      const error = field ? errors[field] : undefined;
      if (error) {
        result.error = {
          type: 'validation_error',
          code: error.code,
          message: messages.error(error),
          param: field ?? undefined,
        };
      }
      return result;
    },
    focusError: () => focusField(firstInvalid(current, config)),
    command(command) {
      if (command === 'focus') focusField(fields[0] ?? null);
      else if (command === 'blur') (document.activeElement as HTMLElement | null)?.blur();
      else if (command === 'clear') {
        setValues(fresh());
        setRevealed(false);
        setTouched(new Set());
        setDisplayAll(false);
        suggestions.close();
      }
    },
    suggestions: (query, list) => suggestions.receive(query, list),
  };

  const payload: ChangePayload = {
    elementType: 'address',
    elementMode: config.mode,
    complete,
    empty: isAddressEmpty(current),
    isNewAddress,
    value: addressValue(current, config),
  };
  const payloadKey = JSON.stringify(payload);
  const lastKey = useRef('');
  useEffect(() => {
    if (payloadKey === lastKey.current) return;
    lastKey.current = payloadKey;
    onChange(JSON.parse(payloadKey));
  }, [payloadKey, onChange]);

  if (view.kind !== 'details') {
    return (
      <div className="AddressElement">
        <ContactList
          contacts={contacts}
          view={view}
          onSelect={(selected) => setView({ kind: 'saved', selected })}
          onEdit={editContact}
          onAskRemove={(removing) => setView({ kind: 'remove', selected: view.selected, removing })}
          onCancelRemove={() => setView({ kind: 'saved', selected: view.selected })}
          onRemove={(index) => {
            const next = removeContact(contacts, index, view.selected);
            setContacts(next.contacts);
            setView(next.view);
          }}
          onAdd={() => {
            setValues(fresh());
            setRevealed(false);
            setView({ kind: 'details', editing: null });
          }}
        />
      </div>
    );
  }
  return (
    // The browser filling a field starts the autofill animation of fields.css: every field shows then.
    <div
      className="AddressElement"
      onAnimationStart={(event) => {
        if (isAutofillAnimation(event.animationName)) setRevealed(true);
      }}
    >
      {contacts.length > 0 ? (
        <button type="button" className="LinkButton ContactBack" onClick={backToSaved}>
          {messages.t('address.useSaved')}
        </button>
      ) : null}
      <AddressForm
        form={{
          values,
          errors: shown,
          setValue,
          onFocus: () => undefined,
          onBlur: (field) => {
            setTouched((set) => new Set(set).add(field));
            if (field === 'addressLine1') suggestions.close();
          },
          register: (field) => (node) => {
            if (node) inputs.current.set(field, node);
            else inputs.current.delete(field);
          },
        }}
        config={config}
        fields={fields}
        suggestions={suggestions}
        onPick={pick}
      />
    </div>
  );
}
