import { describe, expect, it } from "vitest";
import {
  mayAssign,
  mayBeAssigned,
  roleLimitable,
  roleMay,
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLES,
} from "./workspaces.ts";

const allowed = (role: (typeof WORKSPACE_ROLES)[number]) =>
  WORKSPACE_ACTIONS.filter((action) => roleMay(role, action));

describe("workspace roles", () => {
  it("give the Proprietário everything, billing and the workspace itself only to them", () => {
    expect(allowed("owner")).toEqual(["read", "write", "members", "billing", "workspace"]);
    expect(WORKSPACE_ROLES.filter((role) => roleMay(role, "billing"))).toEqual(["owner"]);
    expect(WORKSPACE_ROLES.filter((role) => roleMay(role, "workspace"))).toEqual(["owner"]);
  });

  it("let the Administrador manage members and content, the Editor content, the Leitor only read", () => {
    expect(allowed("admin")).toEqual(["read", "write", "members"]);
    expect(allowed("editor")).toEqual(["read", "write"]);
    expect(allowed("reader")).toEqual(["read"]);
  });

  it("limit only Editors and Leitores to some brands", () => {
    expect(WORKSPACE_ROLES.filter(roleLimitable)).toEqual(["editor", "reader"]);
  });
});

describe("who may assign a post", () => {
  const ana = "ana";
  const bia = "bia";
  const change = (from: string | null, to: string | null) => ({ actorId: ana, from, to });

  it("lets the Proprietário and an Administrador give any post to anyone, or to no one", () => {
    for (const role of ["owner", "admin"] as const) {
      expect(mayAssign(role, change(bia, "caio"))).toBe(true);
      expect(mayAssign(role, change(null, bia))).toBe(true);
      expect(mayAssign(role, change(bia, null))).toBe(true);
    }
  });

  it("lets an Editor take a post without a responsible, and drop or hand over their own", () => {
    expect(mayAssign("editor", change(null, ana))).toBe(true);
    expect(mayAssign("editor", change(ana, null))).toBe(true);
    expect(mayAssign("editor", change(ana, bia))).toBe(true);
    expect(mayAssign("editor", change(ana, ana))).toBe(true);
  });

  it("refuses an Editor giving a post to someone else, or taking another's post", () => {
    expect(mayAssign("editor", change(null, bia))).toBe(false);
    expect(mayAssign("editor", change(bia, ana))).toBe(false);
    expect(mayAssign("editor", change(bia, null))).toBe(false);
    expect(mayAssign("editor", change(bia, bia))).toBe(false);
  });

  it("refuses a Leitor everything, and makes only roles that produce content responsible", () => {
    expect(mayAssign("reader", change(null, ana))).toBe(false);
    expect(WORKSPACE_ROLES.filter(mayBeAssigned)).toEqual(["owner", "admin", "editor"]);
  });
});
