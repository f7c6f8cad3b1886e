import { formatPhoneInput } from '@payframe/core';
import type { KeyboardEvent } from 'react';
import { useMessages } from '../i18n/Messages.js';
import type { FieldBinding } from '../methods/types.js';
import { AddressFields } from '../ui/AddressFields.js';
import { addressFields } from '../ui/address-form.js';
import { CountrySelect } from '../ui/CountrySelect.js';
import { TextField } from '../ui/TextField.js';
import type { AddressConfig } from './address-options.js';
import { SuggestionList } from './SuggestionList.js';
import type { SuggestionState } from './useSuggestions.js';

interface AddressFormProps {
  form: FieldBinding;
  config: AddressConfig;
  /** The fields shown now (the reveal rule). */
  fields: string[];
  suggestions: SuggestionState;
  onPick(index: number): void;
}

const ID = 'address';

/** The Address Element's fields: the name as displayed, the country, the country's address, the phone. */
export function AddressForm({ form, config, fields, suggestions, onPick }: AddressFormProps) {
  const { t } = useMessages();
  const country = form.values.country ?? '';
  const omit = addressFields(country).filter((field) => !fields.includes(field));
  const listId = `${ID}-suggestions`;
  const open = suggestions.open && suggestions.list.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      suggestions.move(event.key);
    } else if (event.key === 'Enter' && suggestions.active >= 0) {
      event.preventDefault();
      onPick(suggestions.active);
    } else if (event.key === 'Escape') {
      // Escape closes the list first (and stops here); the merchant's escape event is for a closed list.
      event.stopPropagation();
      suggestions.close();
    }
  };
  return (
    <div className="Grid Fields AddressForm">
      {config.nameDisplay === 'split' ? (
        <div className="Row Row--2">
          <TextField
            form={form}
            field="firstName"
            idPrefix={ID}
            label={t('address.firstName')}
            autoComplete="given-name"
          />
          <TextField
            form={form}
            field="lastName"
            idPrefix={ID}
            label={t('address.lastName')}
            autoComplete="family-name"
          />
        </div>
      ) : config.nameDisplay === 'organization' ? (
        <TextField
          form={form}
          field="organizationName"
          idPrefix={ID}
          label={t('address.organization')}
          autoComplete="organization"
        />
      ) : (
        <TextField form={form} field="name" idPrefix={ID} label={t('billing.name')} autoComplete="name" />
      )}
      <CountrySelect
        id={`${ID}-country`}
        value={country}
        error={form.errors.country}
        allowed={config.allowedCountries}
        onChange={(value) => form.setValue('country', value)}
        onFocus={() => form.onFocus('country')}
        onBlur={() => form.onBlur('country')}
        inputRef={form.register('country')}
      />
      <AddressFields
        form={form}
        idPrefix={ID}
        country={country}
        options={{ omit }}
        line1={{
          inputProps: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant':
              open && suggestions.active >= 0 ? `${listId}-${suggestions.active}` : undefined,
            onKeyDown,
          },
          list: open ? (
            <SuggestionList
              id={listId}
              list={suggestions.list}
              active={suggestions.active}
              onPick={(suggestion) => onPick(suggestions.list.indexOf(suggestion))}
              onHover={suggestions.setActive}
            />
          ) : null,
        }}
      />
      {fields.includes('phone') ? (
        <TextField
          form={form}
          field="phone"
          idPrefix={ID}
          label={
            config.phoneRequired === 'always'
              ? t('billing.phone')
              : t('address.optional', { label: t('billing.phone') })
          }
          type="tel"
          autoComplete="tel"
          format={(raw) => formatPhoneInput(raw, country)}
        />
      ) : null}
    </div>
  );
}
