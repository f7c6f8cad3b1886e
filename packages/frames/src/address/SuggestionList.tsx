import type { AddressSuggestion } from '@payframe/js/protocol';
import { useMessages } from '../i18n/Messages.js';
import { formatOf, regionName } from '../ui/address-form.js';
import { placeLine } from './contacts.js';

interface SuggestionListProps {
  id: string;
  list: AddressSuggestion[];
  active: number;
  onPick(suggestion: AddressSuggestion): void;
  onHover(index: number): void;
}

/** The suggestions under line 1: a listbox the input owns (aria-activedescendant follows the arrows). */
export function SuggestionList({ id, list, active, onPick, onHover }: SuggestionListProps) {
  const { t, lang } = useMessages();
  // The region by its name, as the region select shows it (Tokyo, not 13).
  const region = (country: string, code = '') => {
    const found = formatOf(country).regions.find((r) => r.code === code);
    return found ? regionName(country, found, lang) : code;
  };
  return (
    <div className="Suggestions" id={id} role="listbox" aria-label={t('address.suggestions')}>
      {list.map((suggestion, index) => (
        <div
          key={suggestion.id}
          tabIndex={-1}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={`Suggestion${index === active ? ' Suggestion--active' : ''}`}
          // Picked on mousedown: a click would blur the input first and close the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(suggestion);
          }}
          onMouseEnter={() => onHover(index)}
        >
          <span className="SuggestionLine">{suggestion.address.line1}</span>
          <span className="SuggestionPlace">
            {placeLine(
              suggestion.address.city,
              region(suggestion.address.country, suggestion.address.state),
              suggestion.address.postal_code,
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
