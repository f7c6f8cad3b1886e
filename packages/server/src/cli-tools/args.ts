/** `--name value` and `--name=value` options after a command; anything else is a positional. */
export function parseArgs(args: string[]): { options: Map<string, string>; positionals: string[] } {
  const options = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) {
      positionals.push(arg);
      continue;
    }
    const value = match[2] ?? args[i + 1];
    if (match[2] === undefined) i++;
    if (value === undefined || (match[2] === undefined && value.startsWith('--')))
      throw new UsageError(`--${match[1]} needs a value.`);
    options.set(match[1]!, value);
  }
  return { options, positionals };
}

export class UsageError extends Error {}

export interface ApiTarget {
  apiBase: string;
  apiKey: string;
}

/** The server and key to call: the options, else PAYFRAME_API_BASE / PAYFRAME_SECRET_KEY, else the local server. */
export function apiTarget(options: Map<string, string>, env: NodeJS.ProcessEnv): ApiTarget {
  const apiBase = serverBase(options, env);
  const apiKey = options.get('api-key') ?? env.PAYFRAME_SECRET_KEY;
  if (!apiKey)
    throw new UsageError(
      'A secret key is needed: pass --api-key sk_test_... or set PAYFRAME_SECRET_KEY (npx payframe keys prints it).',
    );
  if (!/^[sr]k_(test|live)_/.test(apiKey))
    throw new UsageError('--api-key must be a secret key (sk_test_... or sk_live_...).');
  return { apiBase, apiKey };
}

/** The server's address: --api-base, else PAYFRAME_API_BASE, else the local server on $PORT. */
export function serverBase(options: Map<string, string>, env: NodeJS.ProcessEnv): string {
  const base = options.get('api-base') ?? env.PAYFRAME_API_BASE ?? `http://localhost:${env.PORT || 4242}`;
  try {
    new URL(base);
  } catch {
    throw new UsageError(`--api-base must be a URL such as http://localhost:4242, got ${base}`);
  }
  return base;
}
