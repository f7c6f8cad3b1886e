import { METHODS } from '../methods/registry.js';
import { visibleAccordionItems, visibleTabs } from './layout.js';

interface PickerProps {
  types: string[];
  selected: string | null;
  onSelect(type: string): void;
}

/** Tabs with icons (.Tab, .Tab--selected, .TabIcon, .TabLabel), and a "More" menu past four. */
export function Tabs({ types, selected, onSelect }: PickerProps) {
  const { tabs, more } = visibleTabs(types, selected);
  return (
    <div className="TabList" role="tablist" aria-label="Payment method">
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
            <span className={`TabLabel${active ? ' TabLabel--selected' : ''}`}>{method.label}</span>
          </button>
        );
      })}
      {more.length > 0 ? (
        <select
          className="Tab TabMore"
          aria-label="More payment methods"
          value=""
          onChange={(event) => event.target.value && onSelect(event.target.value)}
        >
          <option value="">More</option>
          {more.map((type) => (
            <option key={type} value={type}>
              {METHODS[type]!.label}
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
              <span className="TabLabel">{method.label}</span>
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
          More
        </button>
      ) : null}
    </div>
  );
}
