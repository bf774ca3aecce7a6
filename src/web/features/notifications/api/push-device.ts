import { dropPushSubscription, fetchPushKey, savePushSubscription } from "./notifications";

/*
 * Push on this device: the service worker the installable app registers (its `push` handler
 * shows what the server sends) and the browser's push manager, subscribed with the server's
 * VAPID key. Each way it can fail is said in the member's words.
 */

export const PUSH_UNSUPPORTED = "Este navegador não recebe notificações no aparelho.";
export const PUSH_IOS_INSTALL =
  "No iPhone e no iPad, as notificações chegam só pelo app instalado: toque em Compartilhar, depois em “Adicionar à Tela de Início”, abra o app pelo ícone e ative aqui.";
export const PUSH_DENIED =
  "As notificações estão bloqueadas para este site. Libere nas configurações do navegador e tente de novo.";
export const PUSH_NOT_READY =
  "O app ainda está sendo preparado neste aparelho. Recarregue a página e tente de novo.";

const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);

const installed = () => window.matchMedia("(display-mode: standalone)").matches;

/** Why push cannot be turned on here, or null when it can be tried. */
export function pushBlocker(): string | null {
  const supported =
    "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (isIos() && !installed()) return PUSH_IOS_INSTALL;
  if (!supported) return PUSH_UNSUPPORTED;
  if (Notification.permission === "denied") return PUSH_DENIED;
  return null;
}

/** The service worker once it is active, or null if none comes within a few seconds. */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's subscription, if it has one (without waiting for a worker to come). */
export async function currentSubscription() {
  if (pushBlocker() !== null) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
};

/** "Ativar neste aparelho": asks permission, subscribes, tells the server. Throws its reason. */
export async function enablePush() {
  const blocker = pushBlocker();
  if (blocker) throw new Error(blocker);
  const registration = await readyRegistration();
  if (!registration) throw new Error(PUSH_NOT_READY);
  if ((await Notification.requestPermission()) !== "granted") throw new Error(PUSH_DENIED);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(await fetchPushKey()),
  });
  await savePushSubscription(subscription.toJSON());
}

/** "Desativar neste aparelho". */
export async function disablePush() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await dropPushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
