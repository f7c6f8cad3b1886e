import { isMessageId } from '../i18n/catalogue.js';
import { useMessages } from '../i18n/Messages.js';
import type { MessageId } from '../i18n/messages/en.js';
import { METHODS } from '../methods/registry.js';
import { visibleAccordionItems, visibleTabs } from './layout.js';

interface PickerProps {
  types: string[];
  selected: string | null;
  onSelect(type: string): void;
}

/** A method's name in the frame's language (its own label where the catalogue has none). */
function useMethodLabel(): (type: string) => string {
  const { t } = useMessages();
  return (type) => {
    const id = `method.${type}`;
    return isMessageId(id) ? t(id as MessageId) : (METHODS[type]?.label ?? type);
  };
}

/** Tabs with icons (.Tab, .Tab--selected, .TabIcon, .TabLabel), and a "More" menu past four. */
export function Tabs({ types, selected, onSelect }: PickerProps) {
  const { tabs, more } = visibleTabs(types, selected);
  const { t } = useMessages();
  const labelOf = useMethodLabel();
  return (
    <div className="TabList" role="tablist" aria-label={t('picker.label')}>
      {tabs.map((type) => {
        const method = METHODS[type]!;
        const active = type === selected;
        return (
          <button
            key={type}
            type="button"
            role="tab"
            id={`tab-${type}`}
            aria-selected={active}
            aria-controls="method-panel"
            className={`Tab${active ? ' Tab--selected' : ''}`}
            onClick={() => onSelect(type)}
          >
            <span className={`TabIcon${active ? ' TabIcon--selected' : ''}`}>
              <method.Icon />
            </span>
            <span className={`TabLabel${active ? ' TabLabel--selected' : ''}`}>{labelOf(type)}</span>
          </button>
        );
      })}
      {more.length > 0 ? (
        <select
          className="Tab TabMore"
          aria-label={t('picker.moreLabel')}
          value=""
          onChange={(event) => event.target.value && onSelect(event.target.value)}
        >
          <option value="">{t('picker.more')}</option>
          {more.map((type) => (
            <option key={type} value={type}>
              {labelOf(type)}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}

interface AccordionProps extends PickerProps {
  radios: boolean;
  spaced: boolean;
  visibleCount: number;
  expanded: boolean;
  onExpand(): void;
  renderForm(type: string): React.ReactNode;
}

/** The accordion layout (.AccordionItem, .AccordionItem--selected), radios optional. */
export function Accordion(props: AccordionProps) {
  const { t } = useMessages();
  const labelOf = useMethodLabel();
  const { visible, hidden } = visibleAccordionItems(
    props.types,
    props.visibleCount,
    props.selected,
    props.expanded,
  );
  return (
    <div className={`Accordion${props.spaced ? ' Accordion--spaced' : ''}`}>
      {visible.map((type) => {
        const method = METHODS[type]!;
        const active = type === props.selected;
        return (
          <div key={type} className={`AccordionItem${active ? ' AccordionItem--selected' : ''}`}>
            <button
              type="button"
              aria-expanded={active}
              className="AccordionHeader"
              onClick={() => props.onSelect(type)}
            >
              {props.radios ? (
                <span className={`Radio${active ? ' Radio--checked' : ''}`} aria-hidden="true" />
              ) : null}
              <span className="TabIcon">
                <method.Icon />
              </span>
              <span className="TabLabel">{labelOf(type)}</span>
            </button>
            {active ? (
              <div className="AccordionBody" id="method-panel">
                {props.renderForm(type)}
              </div>
            ) : null}
          </div>
        );
      })}
      {hidden > 0 ? (
        <button type="button" className="AccordionMore" onClick={props.onExpand}>
          {t('picker.more')}
        </button>
      ) : null}
    </div>
  );
}
