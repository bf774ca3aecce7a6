export * from "./accounts.ts";
export * from "./approval.ts";
export * from "./auth.ts";
export * from "./billing.ts";
export * from "./brands.ts";
export * from "./content.ts";
export * from "./operations.ts";
export * from "./plans.ts";
