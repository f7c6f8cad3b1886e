import type { ExpressCheckoutOptions, ExpressPaymentMethod } from '@payframe/core/express';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/Messages.js';
import { useDocumentStyle } from '../ui/use-document-style.js';
import { ExpressButton } from './ExpressButton.js';
import { EXPRESS_CSS } from './express-style.js';
import { BUTTON_GAP, layoutButtons } from './layout.js';

/**
 * The visible buttons in the layout's grid (as many columns as the width fits, within the
 * merchant's maxColumns and maxRows), a "More" button for the overflow, and a placeholder of
 * the buttons' height while the session loads.
 */
export function ExpressButtons(props: {
  methods: ExpressPaymentMethod[];
  loading: boolean;
  options: ExpressCheckoutOptions;
  disabled: boolean;
  onPress(method: ExpressPaymentMethod): void;
}) {
  const { t } = useMessages();
  const root = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => window.innerWidth);
  const [expanded, setExpanded] = useState(false);
  // A constructed stylesheet: the frames' policy allows no inline <style>.
  useDocumentStyle(EXPRESS_CSS);

  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth || window.innerWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const height = `${props.options.buttonHeight}px`;
  if (props.loading) {
    return (
      <div ref={root} className="ExpressButtons" aria-busy="true">
        <div className="ExpressLoading" style={{ height }} />
      </div>
    );
  }
  const grid = layoutButtons(props.methods, width, expanded ? 'auto' : props.options.layout);
  return (
    <div ref={root} className="ExpressButtons">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
          gap: `${BUTTON_GAP}px`,
        }}
      >
        {grid.rows.flat().map((method) => (
          <ExpressButton
            key={method}
            method={method}
            options={props.options}
            disabled={props.disabled}
            onClick={props.onPress}
          />
        ))}
        {grid.overflow.length > 0 ? (
          <button
            type="button"
            className="ExpressMore"
            style={{ height }}
            aria-label={t('express.moreLabel')}
            onClick={() => setExpanded(true)}
          >
            {t('picker.more')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
