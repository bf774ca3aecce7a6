import type { MeUser } from "../../src/shared/viewer.ts";

/** A signed-in member as /api/me describes one: no subscription, not locked, not an admin. */
export const memberViewer: MeUser = {
  id: "u1",
  email: "ana@exemplo.com.br",
  name: "Ana Souza",
  fullName: "Ana Souza",
  username: null,
  createdAt: "2025-05-15T12:00:00.000Z",
  role: "user",
  isLocked: false,
  lockedReason: null,
  hasProAccess: false,
  subscription: null,
  workspace: { id: "w1", name: "Ana Souza", personal: true, role: "owner", brandIds: null },
};
