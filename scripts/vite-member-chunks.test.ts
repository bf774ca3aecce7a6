import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { memberChunkGroup } from "./vite-member-chunks.ts";

const lucide = dirname(createRequire(import.meta.url).resolve("lucide-react/package.json"));
const icon = (name: string) => join(lucide, "dist/esm/icons", `${name}.mjs`);
const LUCIDE_INDEX = join(lucide, "dist/esm/lucide-react.mjs");
const REACT = "/node_modules/react/index.js";
const RADIX_DIALOG = "/node_modules/@radix-ui/react-dialog/dist/index.mjs";

const src = `${mkdtempSync(join(tmpdir(), "member-chunks-"))}/`;
afterAll(() => rmSync(src, { recursive: true, force: true }));

/** A module of the app: its source on disk (the group reads icon imports there) and its imports. */
type Module = { source?: string; imports?: string[] };
function graph(modules: Record<string, Module>) {
  const imports = new Map<string, string[]>();
  for (const [path, module] of Object.entries(modules)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), module.source ?? "");
    imports.set(
      join(src, path),
      (module.imports ?? []).map((id) => (id.startsWith("/") ? id : join(src, id))),
    );
  }
  for (const name of ["pencil", "star", "sparkles"]) imports.set(icon(name), []);
  imports.set(LUCIDE_INDEX, [icon("pencil"), icon("star"), icon("sparkles")]);
  return {
    getModuleInfo: (id: string) => (imports.has(id) ? { importedIds: imports.get(id)! } : null),
  };
}

const visitorPages = {
  "web/load-after-paint.ts": {},
  "web/approval/main.tsx": { imports: [REACT] },
  "web/app/routes/home.tsx": {
    source: 'import { Star } from "lucide-react";',
    imports: [LUCIDE_INDEX, "web/lib/utils.ts"],
  },
  "web/app/routes/auth.tsx": {},
  "web/app/routes/terms.tsx": {},
  "web/app/routes/privacy.tsx": {},
  "web/app/routes/not-found.tsx": {},
};
const app = graph({
  "web/main.tsx": {
    source: 'import { Sparkles as Logo } from "lucide-react";',
    imports: [REACT, LUCIDE_INDEX, "web/lib/utils.ts"],
  },
  "web/lib/utils.ts": {},
  ...visitorPages,
  "web/components/ui/badge.tsx": { imports: [REACT, "web/lib/utils.ts", icon("pencil")] },
  "web/components/ui/dialog.tsx": { imports: [REACT, RADIX_DIALOG] },
  "web/features/plans/api/plans.ts": { imports: ["web/components/ui/badge.tsx"] },
});
const group = memberChunkGroup(src);
const chunkOf = (path: string) => group.name(path.startsWith("/") ? path : join(src, path), app);

describe("the chunk of the small modules signed-in pages share", () => {
  it("takes an icon only signed-in pages use, and none a visitor's page or the shell names", () => {
    expect(chunkOf(icon("pencil"))).toBe("member-shared");
    expect(chunkOf(icon("star"))).toBeNull();
    expect(chunkOf(icon("sparkles"))).toBeNull();
  });

  it("takes a module whose imports are all the shell's or icons, and no other", () => {
    expect(chunkOf("web/components/ui/badge.tsx")).toBe("member-shared");
    // Grouped, it would make every signed-in page load the dialog's library beside it.
    expect(chunkOf("web/components/ui/dialog.tsx")).toBeNull();
    expect(chunkOf("web/features/plans/api/plans.ts")).toBeNull();
  });

  it("leaves what a visitor's first load runs where it was", () => {
    expect(chunkOf("web/main.tsx")).toBeNull();
    expect(chunkOf("web/lib/utils.ts")).toBeNull();
    expect(chunkOf("web/app/routes/home.tsx")).toBeNull();
  });

  it("groups nothing in a build without the shell, and fails a build whose visitor page is gone", () => {
    const server = graph(visitorPages);
    expect(memberChunkGroup(src).name(icon("pencil"), server)).toBeNull();
    const withoutHome = {
      getModuleInfo: (id: string) => (id.endsWith("home.tsx") ? null : app.getModuleInfo(id)),
    };
    expect(() => memberChunkGroup(src).name(icon("pencil"), withoutHome)).toThrow(/home\.tsx/);
  });
});
