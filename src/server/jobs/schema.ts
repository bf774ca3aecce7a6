/**
 * The schema of pg-boss's tables, beside the app's `public`. Apart from the queue module, so
 * the backup and restore tools know it without loading pg-boss.
 */
export const JOB_SCHEMA = "pgboss";
