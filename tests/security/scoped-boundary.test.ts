import { describe, expect, it } from "vitest";
import { scopedViolations } from "../../scripts/lib/scoped-boundary.ts";

const SERVICE = "src/server/brands/service.ts";

describe("the scoped layer's boundary check", () => {
  it("refuses a content table imported from db/schema outside the layer, and says where to go", () => {
    const [problem, ...rest] = scopedViolations(
      SERVICE,
      'import { brands, workspaces } from "../db/schema/index.ts";',
    );
    expect(rest).toEqual([]);
    expect(problem).toContain("imports the content table brands from db/schema");
    expect(problem).toContain("src/server/scoped/scope.ts");
  });

  it("lets a table be imported as a type, or a table that is not content", () => {
    const text = [
      'import type { brands } from "../db/schema/index.ts";',
      'import { type contentHistory, users, workspaces } from "../db/schema/index.ts";',
    ].join("\n");
    expect(scopedViolations(SERVICE, text)).toEqual([]);
  });

  it("refuses the layer's SQL of visibility used by hand outside it", () => {
    const text = 'import { visibleIn } from "../scoped/visibility.ts";';
    expect(scopedViolations(SERVICE, text)).toEqual([
      expect.stringContaining("writes its own workspace or brand filter"),
    ]);
  });

  it("refuses a statement on a scope's table without that scope's where", () => {
    const forgotten = [
      "const brand = scoped(access).brands;",
      "await db.delete(brand.t).where(eq(brand.t.id, id));",
      "await db.select().from(history.t).where(brand.where());",
      "await db.$count(brand.t, eq(brand.t.workspaceId, id));",
    ].join("\n");
    expect(scopedViolations(SERVICE, forgotten)).toHaveLength(3);
    const kept = [
      "await db.delete(brand.t).where(brand.where(eq(brand.t.id, id)));",
      "await db.select().from(history.t).leftJoin(users, eq(users.id, history.t.userId)).where(history.where());",
      "await db.$count(brand.t, brand.where(brand.all()));",
    ].join("\n");
    expect(scopedViolations(SERVICE, kept)).toEqual([]);
  });

  it("lets the layer, the listed modules and the tests import the tables", () => {
    const text = 'import { brands, plans } from "../db/schema/index.ts";';
    expect(scopedViolations("src/server/scoped/scope.ts", text)).toEqual([]);
    expect(scopedViolations("src/server/admin/content.ts", text)).toEqual([]);
    expect(scopedViolations("src/server/brands/brands.api.test.ts", text)).toEqual([]);
    expect(scopedViolations("src/server/brands/routes.ts", text)).not.toEqual([]);
  });
});
