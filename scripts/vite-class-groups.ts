import { getDefaultConfig, validators } from "tailwind-merge";
import type { Plugin } from "vite";
import { CLASS_GROUPS, onlyClassGroups } from "../src/web/lib/class-groups.ts";

const MODULE = "virtual:class-groups-config";
const RESOLVED = `\0${MODULE}`;

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);

/**
 * A value of tailwind-merge's config as source: its functions are the library's validators
 * (named) and theme getters (`fromTheme(key)`), the rest plain data.
 */
function source(value: unknown): string {
  if (typeof value === "function") {
    const themeKey = (value as { themeKey?: string }).themeKey;
    if (themeKey !== undefined) return `fromTheme(${JSON.stringify(themeKey)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`tailwind-merge's config has a function of its own: ${value}`);
    return `validators.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => source(v)).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${source(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * `virtual:class-groups-config`: tailwind-merge's default config reduced to CLASS_GROUPS, written
 * out at build time. `cn` then bundles this part only, not the whole config's code that
 * `getDefaultConfig` carries (~3 KB gzipped of every page's first load, issue 47).
 */
export function classGroupsConfig(): Plugin {
  return {
    name: "class-groups-config",
    resolveId: (id) => (id === MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const config = onlyClassGroups(getDefaultConfig(), new Set(CLASS_GROUPS));
      const body = source(config);
      return [
        'import { fromTheme, validators } from "tailwind-merge";',
        `export const classGroupsConfig = () => (${body});`,
      ].join("\n");
    },
  };
}
