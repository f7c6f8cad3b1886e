import type { ApiClient } from './api-client.js';

export interface RequestLogRow {
  id: string;
  seq: number;
  created_ms: number;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
}

export interface TailFilters {
  method?: string | undefined;
  status?: string | undefined;
  path?: string | undefined;
}

export interface TailSession {
  /** Resolves once the tail knows where the log ends: lines after that are printed. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const POLL_MS = 1000;

/** `2026-11-25 18:30:00 [200] POST /v1/customers [req_...]`, coloured by status on a terminal. */
export function formatLogLine(row: RequestLogRow, colour: boolean): string {
  const when = new Date(row.created_ms).toISOString().replace('T', ' ').slice(0, 19);
  const code = colour
    ? `\x1b[${row.status >= 500 ? 31 : row.status >= 400 ? 33 : 32}m${row.status}\x1b[0m`
    : row.status;
  return `${when} [${code}] ${row.method} ${row.path} [${row.id}] ${row.duration_ms} ms`;
}

/**
 * `payframe logs tail`: polls the server's request log for rows after the last one it printed,
 * as the Stripe CLI's `logs tail` streams an account's API calls.
 */
export function tailLogs(options: {
  client: ApiClient;
  filters: TailFilters;
  out: (line: string) => void;
  colour: boolean;
  pollMs?: number;
}): TailSession {
  const { client, filters, out } = options;
  const query = {
    ...(filters.method ? { method: filters.method.toUpperCase() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.path ? { path: filters.path } : {}),
  };
  let after = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const poll = async () => {
    for (let more = true; more && !stopped; ) {
      const page = await client.get<{ data: RequestLogRow[]; has_more: boolean }>('/v1/request_logs', {
        ...query,
        after,
        limit: 100,
      });
      for (const row of page.data) out(formatLogLine(row, options.colour));
      after = page.data.at(-1)?.seq ?? after;
      more = page.has_more;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll()
        .catch((error: unknown) => out(`[ERR] ${error instanceof Error ? error.message : String(error)}`))
        .finally(schedule);
    }, options.pollMs ?? POLL_MS);
  };
  // Start at the end of the log (unfiltered: filters apply to what comes next).
  const ready = client.get<{ data: RequestLogRow[] }>('/v1/request_logs', { limit: 1 }).then((page) => {
    after = page.data.at(-1)?.seq ?? 0;
    schedule();
  });
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
