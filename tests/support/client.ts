/** A tiny HTTP client with a cookie jar: one instance is one browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    redirect: RequestRedirect = 'follow',
  ): Promise<Response> {
    const init: RequestInit = { method, headers: { ...headers }, redirect };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') {
      init.body = body;
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    if (this.cookies.size) {
      (init.headers as Record<string, string>).cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await fetch(this.baseUrl + url, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);
  /** A link opened in the browser: the answer itself (a redirect is not followed), its cookies kept. */
  open = (url: string) => this.request('GET', url, undefined, {}, 'manual');

  /** The Cookie header this browser would send, for requests made outside `request` (event streams). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** Factory: a new signed-in user of its own, so tests never share seed data. */
export async function signUp(
  baseUrl: string,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; plan: string }> = {},
) {
  const client = new TestClient(baseUrl);
  const body = { firstName: 'Asha', lastName: 'Rao', email: uniqueEmail(), password: 'Renew-2026-ok', ...overrides };
  const res = await client.post('/api/auth/signup', body);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return { client, user: (await res.json()) as { id: number; email: string; plan: string }, password: body.password };
}
