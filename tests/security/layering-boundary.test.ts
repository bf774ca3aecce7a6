import { describe, expect, it } from "vitest";
import {
  domainWords,
  domainWordsIn,
  importCircles,
  infrastructureViolation,
} from "../../scripts/lib/layering.ts";

const area = (path: string) => path.split("/");
const DOMAINS = ["auth", "billing", "backup", "brands", "plans", "history", "usage"];
const isDomain = (folder: string) => DOMAINS.includes(folder);

describe("the layering check: infrastructure below the domains", () => {
  it("refuses db, cache and middleware importing a domain, and says what to do instead", () => {
    for (const [from, target] of [
      ["server/db/schema/billing.ts", "server/billing/access.ts"],
      ["server/db/client.ts", "server/backup/dump.ts"],
      ["server/cache/app-caches.ts", "server/auth/viewer.ts"],
      ["server/middleware/guards.ts", "server/auth/viewer.ts"],
    ] as const) {
      expect(infrastructureViolation(area(from), area(target), isDomain)).toContain(
        "move the shared definition down or hand it in at the wiring",
      );
    }
  });

  it("lets a domain import infrastructure, infrastructure import infrastructure, and the wiring import anything", () => {
    const allowed = [
      ["server/billing/access.ts", "server/db/access-statuses.ts"],
      ["server/cache/cached-json.ts", "server/cache/caught-up.ts"],
      ["server/db/client.ts", "server/lib/errors.ts"],
      ["server/server.ts", "server/auth/viewer.ts"],
      ["server/scoped/scope.ts", "server/workspaces/access.ts"],
      ["server/db/client.ts", "server/project-paths.ts"],
    ];
    for (const [from, target] of allowed) {
      expect(infrastructureViolation(area(from!), area(target!), isDomain)).toBeNull();
    }
  });
});

describe("the layering check: import circles", () => {
  const graph = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

  it("finds each circle once, whatever its length, and a module importing itself", () => {
    const circles = importCircles(
      graph({
        "a.ts": ["b.ts"],
        "b.ts": ["a.ts", "c.ts"],
        "c.ts": ["d.ts"],
        "d.ts": ["e.ts"],
        "e.ts": ["c.ts"],
        "f.ts": ["f.ts"],
        "g.ts": ["a.ts"],
      }),
    );
    expect(circles.toSorted((x, y) => x[0]!.localeCompare(y[0]!))).toEqual([
      ["a.ts", "b.ts"],
      ["c.ts", "d.ts", "e.ts"],
      ["f.ts"],
    ]);
  });

  it("finds none where imports only go one way, shared targets included", () => {
    const tree = graph({
      "app.ts": ["routes.ts", "env.ts"],
      "routes.ts": ["service.ts", "env.ts"],
      "service.ts": ["env.ts", "db.ts"],
      "env.ts": [],
    });
    expect(importCircles(tree)).toEqual([]);
  });

  it("follows a long chain without running out of stack", () => {
    const chain = new Map(
      Array.from({ length: 5_000 }, (_, i) => [`m${i}`, new Set([`m${(i + 1) % 5_000}`])]),
    );
    const [circle, ...rest] = importCircles(chain);
    expect(rest).toEqual([]);
    expect(circle).toHaveLength(5_000);
  });
});

describe("the layering check: the web's shared layer names no domain", () => {
  const words = domainWords(DOMAINS, ["brands", "plans", "history", "generation", "approval"]);

  it("refuses a shared file named for a domain, singular or plural, in its folder or its name", () => {
    expect(domainWordsIn("components/versions/versions-panel.tsx", words)).toEqual(["version"]);
    expect(domainWordsIn("lib/history-versions.ts", words)).toEqual(["history", "version"]);
    expect(domainWordsIn("components/brand-swatch.tsx", words)).toEqual(["brands"]);
    expect(domainWordsIn("components/ai-edit/edit-dialog.tsx", words)).toEqual(["ai-edit"]);
    expect(domainWordsIn("components/ai-usage-meter.tsx", words)).toEqual(["usage"]);
    expect(domainWordsIn("components/caption-copy.tsx", words)).toEqual(["caption"]);
  });

  it("lets through what is named for what it does, and the signed-in user's session", () => {
    for (const path of [
      "components/ui/button.tsx",
      "components/color-swatch.tsx",
      "components/word-diff.tsx",
      "components/week-headings.tsx",
      "components/layout/site-header.tsx",
      "lib/api-client.ts",
      "lib/auth.ts",
      "lib/format.ts",
    ]) {
      expect(domainWordsIn(path, words)).toEqual([]);
    }
  });

  it("refuses every shared path the content pieces moved from, as there is no list of exceptions", () => {
    const content = domainWords(DOMAINS, ["brands", "billing", "content", "generation", "plans"]);
    for (const path of [
      "components/ai-edit/edit-dialog.tsx",
      "components/variations/variation-cards.tsx",
      "components/versions/version-list.tsx",
      "components/calendar/strategy-calendar.tsx",
      "components/caption-copy.tsx",
      "components/brand-fields.tsx",
      "components/ai-usage-meter.tsx",
      "lib/ai-edit.ts",
      "lib/ai-usage.ts",
      "lib/history-item.ts",
      "lib/history-versions.ts",
      "lib/variations.ts",
      "components/content/anything.tsx",
    ]) {
      expect(domainWordsIn(path, content), path).not.toEqual([]);
    }
  });
});
