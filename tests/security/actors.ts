import { createUser, makeAdmin, setFlags, subscribe } from "../helpers/factories.ts";
import type { TestClient } from "../helpers/test-client.ts";
import type { TestServer } from "../helpers/test-server.ts";

export const actorNames = ["anonymous", "user", "locked", "banned", "subscriber", "admin"] as const;
export type Actor = (typeof actorNames)[number];

export type Actors = Record<Actor, { id: string | null; client: TestClient }>;

/**
 * One of each kind of caller. The locked actor has a subscription, so what refuses it is the
 * lock; the banned actor keeps the cookie of a session opened before the ban.
 */
export async function createActors(server: TestServer): Promise<Actors> {
  const [user, locked, banned, subscriber, admin] = await Promise.all([
    createUser(server, { name: "Usuária Comum" }),
    createUser(server, { name: "Usuária Travada" }),
    createUser(server, { name: "Usuário Banido" }),
    createUser(server, { name: "Assinante Pro" }),
    createUser(server, { name: "Administradora" }),
  ]);
  await subscribe(server.db, subscriber.id);
  await subscribe(server.db, locked.id);
  await setFlags(server.db, locked.id, {
    isLocked: true,
    lockedAt: new Date(),
    lockedReason: "teste de segurança",
  });
  await setFlags(server.db, banned.id, {
    isBanned: true,
    bannedAt: new Date(),
    bannedReason: "teste de segurança",
  });
  await makeAdmin(server.db, admin.id);
  return {
    anonymous: { id: null, client: server.client() },
    user,
    locked,
    banned,
    subscriber,
    admin,
  };
}
