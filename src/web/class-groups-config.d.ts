// Written at build time by scripts/vite-class-groups.ts.
declare module "virtual:class-groups-config" {
  import type { Config } from "tailwind-merge";
  export const classGroupsConfig: () => Config<string, string>;
}
