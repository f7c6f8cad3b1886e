/** The frames' funnel events, per account (docs/telemetry.md). Only allow-listed fields exist. */
export interface TelemetryEventsTable {
  id: string;
  account_id: string;
  livemode: boolean;
  /** When the server received it (seconds): retention counts from it. */
  created: number;
  /** The browser's checkout session (a random UUID the controller makes per elements group). */
  session: string;
  name: string;
  payment_method_type: string | null;
  element: string | null;
  decline_code: string | null;
  error_code: string | null;
  link: boolean | null;
}
