import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { REDACTED, redactedPath } from "./redacted-path.ts";

const token = () => randomBytes(32).toString("base64url");
const at = (path: string) => redactedPath(`http://localhost:3000${path}`);

describe("an unknown path as the log holds it", () => {
  it("keeps what shows the broken link: words, short segments and query keys", () => {
    expect(at("/estrategias-de-marketing/planos")).toBe("/estrategias-de-marketing/planos");
    expect(at("/planoss/42")).toBe("/planoss/42");
    expect(at("/api/histori")).toBe("/api/histori");
    expect(at("/")).toBe("/");
  });

  it("hides long random-looking segments, whatever the path", () => {
    const secret = token();
    expect(at(`/qualquer/${secret}/coisa`)).toBe(`/qualquer/${REDACTED}/coisa`);
    expect(at("/planos/7c0e5a52-1b9e-4d0c-9b7a-3f1f0d8c2a11x")).toBe(`/planos/${REDACTED}`);
    expect(at(`/x/${encodeURIComponent(`${secret}/=`)}`)).toBe(`/x/${REDACTED}`);
  });

  it("hides the segment after an approval, invitation or feed path, even a short one", () => {
    expect(at("/aprovacao/abc/extra")).toBe(`/aprovacao/${REDACTED}/extra`);
    expect(at(`/convite/${token()}/`)).toBe(`/convite/${REDACTED}/`);
    expect(at(`/feed/${token()}.ics/`)).toBe(`/feed/${REDACTED}/`);
    expect(at("/api/approval/curto/nada")).toBe(`/api/approval/${REDACTED}/nada`);
  });

  it("hides every query value, keeping the keys", () => {
    expect(at(`/nada?token=${token()}&busca=cliente%20vip&pagina=2`)).toBe(
      `/nada?token=${REDACTED}&busca=${REDACTED}&pagina=${REDACTED}`,
    );
    expect(at(`/nada?${token()}`)).toBe(`/nada?${REDACTED}=${REDACTED}`);
  });

  it("logs a huge path as its start", () => {
    const logged = at(`/${"a/".repeat(5000)}`);
    expect(logged.length).toBeLessThanOrEqual(301);
    expect(logged.endsWith("…")).toBe(true);
  });
});
