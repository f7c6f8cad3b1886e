import type { AddressSuggestion } from '@payframe/js/protocol';
import { useMessages } from '../i18n/Messages.js';

interface SuggestionListProps {
  id: string;
  list: AddressSuggestion[];
  active: number;
  onPick(suggestion: AddressSuggestion): void;
  onHover(index: number): void;
}

/** The suggestions under line 1: a listbox the input owns (aria-activedescendant follows the arrows). */
export function SuggestionList({ id, list, active, onPick, onHover }: SuggestionListProps) {
  const { t } = useMessages();
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
            {suggestion.description.slice(suggestion.address.line1.length).replace(/^,\s*/, '')}
          </span>
        </div>
      ))}
    </div>
  );
}
