import { postPath } from "../../shared/plans.ts";
import { NETWORK_LABELS, type Network } from "../../shared/publishing.ts";
import type { Database } from "../db/client.ts";
import { notify } from "./notify.ts";

/*
 * Publishing's events as notifications (decisions 061, 063): who scheduled a post hears how it
 * went, published or not; a connected account that stops working reaches everyone who may
 * schedule for its brand, since every publication of that brand waits for a reconnection.
 */

const quoted = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return `“${line.length > 80 ? `${line.slice(0, 79)}…` : line}”`;
};

type PublicationEvent = {
  workspaceId: string;
  brandId: string | null;
  planId: string;
  postId: string;
  theme: string;
  network: Network;
  /** The simulated "Conta de teste": said so, never as really published. */
  test: boolean;
  scheduledBy: string | null;
};

/** A scheduled post went out (its link in the post's panel) or failed with `reason`. */
export function noticeOfPublication(
  tx: Database,
  event: PublicationEvent,
  outcome: { published: true } | { published: false; reason: string },
) {
  if (!event.scheduledBy) return Promise.resolve([]);
  const where = NETWORK_LABELS[event.network];
  const common = {
    workspaceId: event.workspaceId,
    brandId: event.brandId,
    to: [event.scheduledBy],
    url: postPath(event.planId, event.postId),
  };
  if (outcome.published) {
    return notify(tx, {
      ...common,
      kind: "published",
      title: event.test
        ? `Publicação simulada de ${quoted(event.theme)}`
        : `${quoted(event.theme)} foi publicado`,
      body: event.test
        ? "A Conta de teste não envia nada à Meta."
        : `${where}: o link está no post.`,
    });
  }
  return notify(tx, {
    ...common,
    kind: "publish_failed",
    title: `${quoted(event.theme)} não foi publicado`,
    body: outcome.reason,
  });
}

/** The brand's account on `network` stopped working: whoever schedules for the brand hears. */
export function noticeOfReconnect(
  tx: Database,
  account: { workspaceId: string; brandId: string; network: Network; name: string },
) {
  return notify(tx, {
    kind: "account_reconnect",
    workspaceId: account.workspaceId,
    brandId: account.brandId,
    title: `Reconecte ${account.name} (${NETWORK_LABELS[account.network]})`,
    body: "A conexão expirou ou foi revogada: os posts dessa conta só saem depois de reconectar.",
    url: `/marcas/${account.brandId}`,
  });
}
