import type { ServerResponse } from "node:http";

/*
 * The fake Graph API's login (decision 063): the dialog (which may be declined), the code
 * exchange, the long-lived token, the permissions granted (some may be unticked), and the
 * Pages the person chose in the dialog with their Instagram accounts (one, or several).
 */

export const FAKE_IDS = {
  page: "1010",
  instagram: "2020",
  username: "padaria.aurora",
  pageName: "Padaria Aurora",
  /** A second Page a login may give, with no Instagram account. */
  otherPage: "1011",
  otherPageName: "Padaria Aurora Eventos",
};

type Answer = {
  ok: (res: ServerResponse, body: object) => void;
  fail: (res: ServerResponse, status: number, error: object) => void;
};

export function fakeLogin(next: (prefix: string) => string, answer: Answer) {
  const codes = new Set<string>();
  const tokens = { user: "", longUser: "", page: "" };
  /** The permissions the last dialog asked for. */
  let asked: string[] = [];
  const login = {
    /** The person declines the dialog. */
    declined: false,
    /** The permissions the person unticks. */
    unticked: [] as string[],
    /** The login also gives a second Page (with no Instagram account), listed first. */
    twoPages: false,
  };

  function pagesAnswer() {
    tokens.page = next("EAApage");
    const own = {
      id: FAKE_IDS.page,
      name: FAKE_IDS.pageName,
      access_token: tokens.page,
      instagram_business_account: { id: FAKE_IDS.instagram, username: FAKE_IDS.username },
    };
    const other = {
      id: FAKE_IDS.otherPage,
      name: FAKE_IDS.otherPageName,
      access_token: tokens.page,
    };
    return { data: login.twoPages ? [other, own] : [own] };
  }

  /** Answers a login path; false when the path is not the login's. */
  function handle(path: string, params: URLSearchParams, res: ServerResponse): boolean {
    const { ok, fail } = answer;
    if (path === "/dialog/oauth") {
      asked = (params.get("scope") ?? "").split(",");
      const back = new URL(params.get("redirect_uri") ?? "");
      if (login.declined) {
        back.searchParams.set("error", "access_denied");
      } else {
        const code = next("code-");
        codes.add(code);
        back.searchParams.set("code", code);
      }
      back.searchParams.set("state", params.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      res.end();
      return true;
    }
    const token = params.get("access_token") ?? "";
    if (path === "/oauth/access_token") {
      if (params.get("grant_type") === "fb_exchange_token") {
        const given = params.get("fb_exchange_token");
        if (given !== tokens.user && given !== tokens.longUser) {
          fail(res, 400, { message: "Invalid token", code: 190 });
          return true;
        }
        tokens.longUser = next("EAAlong");
        ok(res, { access_token: tokens.longUser, expires_in: 60 * 86_400 });
        return true;
      }
      if (!codes.delete(params.get("code") ?? "")) {
        fail(res, 400, { message: "Invalid code", code: 100 });
        return true;
      }
      tokens.user = next("EAAshort");
      ok(res, { access_token: tokens.user, token_type: "bearer" });
      return true;
    }
    if (path !== "/me/accounts" && path !== "/me/permissions") return false;
    if (token !== tokens.longUser) {
      fail(res, 400, { message: "Bad token", code: 190 });
    } else if (path === "/me/permissions") {
      const status = (permission: string) =>
        login.unticked.includes(permission) ? "declined" : "granted";
      ok(res, { data: asked.map((permission) => ({ permission, status: status(permission) })) });
    } else {
      ok(res, pagesAnswer());
    }
    return true;
  }

  return { tokens, login, handle };
}
