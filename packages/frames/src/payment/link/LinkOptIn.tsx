import { deferred } from '../../deferred/modules.js';
import { useMessages } from '../../i18n/Messages.js';
import type { FieldBinding } from '../../methods/types.js';
import { CountrySelect } from '../../ui/CountrySelect.js';
import { TextField } from '../../ui/TextField.js';
import { isRecognised } from './link-collect.js';
import type { OptInField } from './opt-in.js';
import type { LinkInPayment } from './use-link.js';

interface LinkOptInProps {
  state: LinkInPayment;
  register(field: string): (node: HTMLElement | null) => void;
}

/**
 * "Save my info for faster checkout with Link" below the card form (.LinkOptIn): ticking it
 * shows the e-mail, the phone with its country and, where Link asks for it, the full name.
 */
export function LinkOptIn({ state, register }: LinkOptInProps) {
  const { t } = useMessages();
  const { optIn } = state;
  // An e-mail with a Link account signs in (the panel) instead: no phone or name to ask.
  const signUp = !isRecognised(state);
  const form: FieldBinding = {
    values: { email: optIn.email, phone: optIn.phone, name: optIn.name },
    errors: isRecognised(state) ? {} : state.optInShownErrors,
    setValue: (field, value) => state.setOptIn({ [field]: value }),
    onBlur: (field) => state.blurOptIn(field as OptInField),
    onFocus: () => undefined,
    register: (field) => register(`link-${field}`),
  };
  return (
    <div className="LinkOptIn">
      <label className="CheckboxLabel LinkOptIn-box">
        <input
          type="checkbox"
          className="CheckboxInput"
          name="link-opt-in"
          checked={optIn.checked}
          onChange={(e) => state.setOptIn({ checked: e.target.checked })}
        />
        <span>
          <span className="LinkOptIn-title">{t('link.optIn')}</span>
          <span className="LinkOptIn-hint">{t('link.optInHint')}</span>
        </span>
      </label>
      {optIn.checked ? (
        <div className="LinkOptIn-fields">
          <TextField
            form={form}
            field="email"
            idPrefix="link"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('link.email')}
            placeholder={t('link.emailPlaceholder')}
          />
          {state.rules && signUp ? (
            <div className="LinkOptIn-phone">
              <CountrySelect
                id="link-phoneCountry"
                label={t('link.phoneCountry')}
                value={optIn.phoneCountry}
                onChange={(country) => state.setOptIn({ phoneCountry: country })}
                onFocus={() => undefined}
                onBlur={() => undefined}
                inputRef={() => undefined}
              />
              <TextField
                form={form}
                field="phone"
                idPrefix="link"
                type="tel"
                autoComplete="tel"
                label={t('link.phone')}
                format={(raw) => deferred('phone').formatPhoneInput(raw, optIn.phoneCountry)}
              />
            </div>
          ) : null}
          {state.rules?.nameRequired && signUp ? (
            <TextField
              form={form}
              field="name"
              idPrefix="link"
              autoComplete="name"
              label={t('billing.name')}
              placeholder={t('billing.namePlaceholder')}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
