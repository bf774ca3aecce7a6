import "./database-kind.ts";
