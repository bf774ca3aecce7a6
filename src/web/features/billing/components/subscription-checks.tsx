import { useSubscriptionChecks } from "../api/subscription";

/** The background subscription checks, rendered once beside every page. */
export function SubscriptionChecks() {
  useSubscriptionChecks();
  return null;
}
