import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { CLASS_GROUPS, onlyClassGroups } from "./class-groups";
import { cn } from "./utils";

const WEB = fileURLToPath(new URL("..", import.meta.url));

/**
 * Every word of every string in src/web: the app's classes, among other words. A string that
 * is a property key (`api.brands["from-history"]`, a path of the typed client) is no class.
 */
function wordsOfTheApp() {
  const files = readdirSync(WEB, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes(".test."),
  );
  const words = new Set<string>();
  for (const file of files) {
    for (const [, text = ""] of readFileSync(join(WEB, file), "utf8").matchAll(
      /(?<!\[)["'`]([^"'`]*)["'`]/g,
    )) {
      for (const word of text.split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words];
}

/** Whether the whole config knows `word` as a class: a known class twice merges into one. */
const isClass = (word: string) => twMerge(`${word} ${word}`) === word;

/** The groups of the whole config that claim `word`. */
function groupsOf(word: string) {
  const config = getDefaultConfig();
  return Object.keys(config.classGroups).filter((group) => {
    const merge = createTailwindMerge(() => onlyClassGroups(config, new Set([group])));
    return merge(`${word} ${word}`) === word;
  });
}

describe("cn", () => {
  it("lets a later class override an earlier one of its group", () => {
    expect(cn("h-10 px-4 py-2", "h-auto p-0")).toBe("h-auto p-0");
    expect(cn("text-sm text-muted-foreground", "text-primary")).toBe("text-sm text-primary");
    expect(cn("bg-primary hover:bg-primary/90", false, "hover:bg-accent")).toBe(
      "bg-primary hover:bg-accent",
    );
  });

  it("merges every pair of the app's classes as tailwind-merge's whole config does", () => {
    const classes = wordsOfTheApp().filter(isClass);
    expect(classes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        if (cn(a, b) !== twMerge(a, b)) wrong.push(`"${a} ${b}": ${[a, b].map(groupsOf)}`);
      }
    }
    // A failure names the groups (of the whole config) that CLASS_GROUPS needs.
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("keeps only groups the whole config has", () => {
    const known = Object.keys(getDefaultConfig().classGroups);
    expect(CLASS_GROUPS.filter((group) => !known.includes(group))).toEqual([]);
  });
});
