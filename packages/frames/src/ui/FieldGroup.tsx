import { createContext, type ReactNode, useContext, useState } from 'react';
import { FieldStyleContext } from './field-style.js';

/** Where a field of a condensed block puts its error (null: under the field itself). */
export const ErrorSlotContext = createContext<HTMLElement | null>(null);

/**
 * A method's fields as one group. Spaced inputs: a grid with the row gap. Condensed inputs:
 * one block whose inputs share borders, with the fields' errors listed under the block so
 * that no error splits it.
 */
export function FieldGroup({ children }: { children: ReactNode }) {
  const style = useContext(FieldStyleContext);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  if (style.inputs !== 'condensed') return <div className="Grid Fields">{children}</div>;
  return (
    <div className="FieldGroup">
      <div className="Fields Fields--condensed">
        <ErrorSlotContext.Provider value={slot}>{children}</ErrorSlotContext.Provider>
      </div>
      <div className="FieldErrors" ref={setSlot} />
    </div>
  );
}
