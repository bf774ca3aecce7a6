import type { Viewer } from "../auth/viewer.ts";

/**
 * Who pays for what a user generates: the account whose allowance it is counted against. The
 * workspace owns Pro and the AI allowance (decision 032), so it is the workspace the user works
 * in, the one the tool's access was checked against: a team's members share one allowance, and
 * a member's personal workspace keeps its own. Every caller asks here.
 */
export const payingAccountOf = (viewer: Pick<Viewer, "workspace">): string => viewer.workspace.id;
