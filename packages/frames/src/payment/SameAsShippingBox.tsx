import { useMessages } from '../i18n/Messages.js';

/** "Billing address is same as shipping": ticked, billing comes from the shipping Address Element. */
export function SameAsShippingBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useMessages();
  return (
    <label className="CheckboxLabel SameAsShippingBox">
      <input
        type="checkbox"
        name="shippingAsBilling"
        className="CheckboxInput"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('billing.sameAsShipping')}
    </label>
  );
}
