declare module "vitest" {
  export interface ProvidedContext {
    database:
      | { kind: "pglite"; dumpPath: string }
      | { kind: "postgres"; adminUrl: string; template: string };
  }
}

export const POSTGRES_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
