// A small fetch wrapper for tests that talk to real server processes over HTTP.
export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  /** The parsed JSON body (null when the answer is not JSON), typed by the caller. */
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: Buffer | FormData | string;
  headers?: Record<string, string>;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Blob | FormData | string | undefined = Buffer.isBuffer(options.body)
    ? new Blob([new Uint8Array(options.body)])
    : options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let parsed: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  return { status: res.status, headers: res.headers, bytes, text, json: <T>() => parsed as T };
}

export async function signIn(base: string, phone: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/api/v1/session', {
    json: { username: phone, password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res.json<{ id: string }>().id;
}
