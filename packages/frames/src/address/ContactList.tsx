import { useMessages } from '../i18n/Messages.js';
import type { Contact } from './address-options.js';
import { type ContactView, contactSummary } from './contacts.js';

interface ContactListProps {
  contacts: Contact[];
  view: Extract<ContactView, { kind: 'saved' | 'remove' }>;
  onSelect(index: number): void;
  onEdit(index: number): void;
  onAskRemove(index: number): void;
  onRemove(index: number): void;
  onCancelRemove(): void;
  onAdd(): void;
}

/** The saved addresses: one selected (a radio group), each with edit and remove; then "add new". */
export function ContactList(props: ContactListProps) {
  const { contacts, view } = props;
  const { t, lang } = useMessages();
  const countries = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  return (
    <div className="Contacts">
      <div className="ContactList" role="radiogroup" aria-label={t('address.saved')}>
        {contacts.map((contact, index) => {
          const selected = index === view.selected;
          const removing = view.kind === 'remove' && view.removing === index;
          return (
            <div
              key={`${contact.name}|${contact.address.line1}|${contact.address.postal_code}`}
              className={`Contact${selected ? ' Contact--selected' : ''}`}
            >
              <label className="ContactPick">
                <input
                  type="radio"
                  name="contact"
                  className="VisuallyHidden"
                  checked={selected}
                  onChange={() => props.onSelect(index)}
                />
                <span className={`Radio${selected ? ' Radio--checked' : ''}`} aria-hidden="true" />
                <span className="ContactText">
                  <span className="ContactName">{contact.name}</span>
                  <span className="ContactAddress">
                    {contactSummary(contact, countries.of(contact.address.country))}
                  </span>
                  {contact.phone ? <span className="ContactAddress">{contact.phone}</span> : null}
                </span>
              </label>
              {removing ? (
                <div className="ContactConfirm" role="alertdialog" aria-label={t('address.removeConfirm')}>
                  <span>{t('address.removeConfirm')}</span>
                  <button type="button" className="LinkButton" onClick={props.onCancelRemove}>
                    {t('address.cancel')}
                  </button>
                  <button
                    type="button"
                    className="LinkButton LinkButton--danger"
                    onClick={() => props.onRemove(index)}
                  >
                    {t('address.remove')}
                  </button>
                </div>
              ) : (
                <div className="ContactActions">
                  <button type="button" className="LinkButton" onClick={() => props.onEdit(index)}>
                    {t('address.edit')}
                  </button>
                  <button type="button" className="LinkButton" onClick={() => props.onAskRemove(index)}>
                    {t('address.remove')}
                  </button>
                </div>
              )}
            </div>
          );
        })}
      </div>
      <button type="button" className="LinkButton ContactAdd" onClick={props.onAdd}>
        {t('address.addNew')}
      </button>
    </div>
  );
}
