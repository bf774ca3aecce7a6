import { describe, expect, it } from "vitest";
import { roleLimitable, roleMay, WORKSPACE_ACTIONS, WORKSPACE_ROLES } from "./workspaces.ts";

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
