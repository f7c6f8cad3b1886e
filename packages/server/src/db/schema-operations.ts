import type { Generated } from 'kysely';

/* The operators' tables: the vault's wrapped keys, the request log, dashboard operators and their sessions. */

/** The vault's data keys wrapped under one master key, named by that key's check value. */
export interface VaultKeysTable {
  check_value: string;
  wrapped: string;
  created: number;
}

/** One authenticated API call, as the request log keeps it: never a body or a query string. */
export interface RequestLogsTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  livemode: boolean;
  created_ms: number;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  idempotency_key: string | null;
  key_kind: string;
  source_ip: string | null;
}

/** A dashboard operator: one person of one account, signing in with e-mail and password. */
export interface OperatorsTable {
  id: string;
  account_id: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64): never the password. */
  password_hash: string;
  created: number;
}

/** An operator's signed-in session, found by the sha256 of its cookie. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  csrf_token: string;
  livemode: Generated<boolean>;
  created_ms: number;
  expires_ms: number;
}

/** Failed sign-ins under one key (`ip …` or `email …`) since the window began. */
export interface SignInFailuresTable {
  key: string;
  count: number;
  since_ms: number;
}
