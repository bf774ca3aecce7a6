import { describe, expect, it } from "vitest";
import { endpointAllowed } from "./push-service.ts";

describe("which push endpoints are accepted", () => {
  it("takes HTTPS on a public name or address", async () => {
    expect(await endpointAllowed("https://fcm.googleapis.com/fcm/send/abc", false)).toBe(true);
    expect(await endpointAllowed("https://8.8.8.8/push/1", false)).toBe(true);
  });

  it("refuses plain HTTP, this machine, its networks and local names", async () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/push",
      "https://10.1.2.3/push",
      "https://192.168.0.10/push",
      "https://172.20.0.1/push",
      "https://169.254.169.254/latest",
      "https://[::1]/push",
      "https://[fd00::1]/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://localhost/push",
      "https://printer.local/push",
      "https://intranet/push",
      "https://user:pass@push.example.com/x",
      "ftp://push.example.com/x",
      "não é url",
    ]) {
      expect(await endpointAllowed(endpoint, false), endpoint).toBe(false);
    }
  });

  it("with PUSH_ALLOW_PRIVATE_ENDPOINTS takes any HTTP(S) endpoint, nothing else", async () => {
    expect(await endpointAllowed("http://127.0.0.1:4000/push/1", true)).toBe(true);
    expect(await endpointAllowed("ftp://127.0.0.1/push", true)).toBe(false);
  });
});
