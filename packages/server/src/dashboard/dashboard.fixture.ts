import { expect } from 'vitest';

export const PASSWORD = 'correct horse battery staple';

export interface Answer {
  status: number;
  body: any;
  cookie: string | null;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  csrf?: string;
  headers?: Record<string, string>;
}

/** The dashboard's API as its pages call it: JSON, the session cookie, the CSRF header on writes. */
export function dashboardClient(url: () => string) {
  async function call(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer> {
    const response = await fetch(`${url()}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.csrf ? { 'x-csrf-token': options.csrf } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return {
      status: response.status,
      body: await response.json(),
      cookie: response.headers.get('set-cookie'),
    };
  }

  async function signIn(email: string) {
    const answer = await call('POST', '/dashboard/api/login', { body: { email, password: PASSWORD } });
    expect(answer.status).toBe(200);
    return { cookie: answer.cookie!.split(';')[0]!, csrf: answer.body.csrf_token as string };
  }

  return { call, signIn };
}
