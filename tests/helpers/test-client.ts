type RequestOptions = {
  method?: string;
  json?: unknown;
  // A form is sent as multipart (a logo upload), its boundary set by fetch.
  body?: string | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A browser-like API client: keeps cookies and sends our Origin on every request. */
export class TestClient {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(path: string, { method, json, body, headers = {}, signal }: RequestOptions = {}) {
    const response = await fetch(this.baseUrl + path, {
      method: method ?? (json === undefined && body === undefined ? "GET" : "POST"),
      signal,
      headers: {
        origin: this.baseUrl,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    const response = await this.request(path, options);
    return { status: response.status, body: (await response.json()) as T, response };
  }

  signUp(input: { name: string; email: string; password: string }) {
    return this.json("/api/auth/sign-up/email", { json: input });
  }

  signIn(input: { email: string; password: string }) {
    return this.json("/api/auth/sign-in/email", { json: input });
  }
}
