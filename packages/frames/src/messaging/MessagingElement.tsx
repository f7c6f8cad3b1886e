import { messagingMethods } from '@payframe/core/methods';
import { isMessageId } from '../i18n/catalogue.js';
import { useMessages } from '../i18n/Messages.js';
import { MethodMark } from '../ui/method-icons.js';
import type { MessagingConfig } from './messaging-options.js';
import { planLine } from './plan-text.js';

// Inline, not in the stylesheet every frame loads: only this frame draws these.
// The mark beside the text, which wraps with its "Learn more" under itself, not under the mark.
const LINE = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'baseline',
  columnGap: '8px',
  margin: '0 0 8px',
  lineHeight: 1.45,
} as const;
const MARK = { alignSelf: 'center', display: 'flex' } as const;
const LINK = {
  padding: 0,
  font: 'inherit',
  color: 'var(--colorPrimary)',
  textDecoration: 'underline',
  background: 'none',
  border: 0,
  cursor: 'pointer',
} as const;

/**
 * The messaging element: one line per buy now, pay later method that can pay this price
 * (its currency, the shopper's country and its amount bounds), each with its mark, what the
 * plan costs per payment and a "Learn more" that opens the plan's modal over the page.
 */
export function MessagingElement(props: { config: MessagingConfig; onLearnMore(method: string): void }) {
  const { t, lang } = useMessages();
  const { amount, currency } = props.config;
  const methods = messagingMethods(props.config);
  return (
    <div>
      {methods.map((descriptor) => {
        const labelId = descriptor.display.label;
        const name = isMessageId(labelId) ? t(labelId) : descriptor.type;
        const line = planLine(descriptor, amount, currency, lang, name);
        if (!line) return null;
        return (
          <p key={descriptor.type} style={LINE} data-method={descriptor.type}>
            <span style={MARK}>
              <MethodMark icon={descriptor.display.icon} />
            </span>
            <span>
              <span data-text="">{t(line.id, line.params)}</span>{' '}
              <button
                type="button"
                style={LINK}
                aria-label={t('messaging.learnMoreLabel', { method: name })}
                onClick={() => props.onLearnMore(descriptor.type)}
              >
                {t('messaging.learnMore')}
              </button>
            </span>
          </p>
        );
      })}
    </div>
  );
}
