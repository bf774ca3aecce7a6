declare module "vitest" {
  export interface ProvidedContext {
    database:
      | { kind: "pglite"; dumpPath: string }
      | { kind: "postgres"; adminUrl: string; template: string };
    /** The e2e project's second engine: the files that run on the embedded default. */
    embeddedDatabase?: { kind: "pglite"; dumpPath: string };
  }
}

export const POSTGRES_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
