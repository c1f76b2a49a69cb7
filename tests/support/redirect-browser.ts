/**
 * A browser stand-in for flows that cross origins (app, identity provider): one cookie jar per origin, and
 * redirects followed one hop at a time so a test can stop at, or change, any of them.
 * Cookie paths are ignored: every cookie of an origin goes with every request to it.
 */
export class RedirectBrowser {
  private jars = new Map<string, Map<string, string>>();

  private jar(url: URL): Map<string, string> {
    let jar = this.jars.get(url.origin);
    if (!jar) this.jars.set(url.origin, (jar = new Map()));
    return jar;
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar(new URL(origin)).get(name);
  }

  setCookie(origin: string, name: string, value: string): void {
    this.jar(new URL(origin)).set(name, value);
  }

  /** One request, no redirect followed. */
  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url);
    const jar = this.jar(target);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      const gone = value === '' || attrs.some((a) => /expires=Thu, 01 Jan 1970|max-age=0\b/i.test(a));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** Follows redirects until `stop` says so (that URL is not requested) or a non-redirect answer. */
  async follow(url: string | URL, stop: (next: URL) => boolean = () => false) {
    let current = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      const res = await this.request(current);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { res, url: current };
      const next = new URL(location, current);
      if (stop(next)) return { res, url: next };
      current = next;
    }
    throw new Error('too many redirects');
  }
}
