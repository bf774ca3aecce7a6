import { type ReactNode, Suspense } from "react";
import { useLazyPopup } from "./use-lazy-popup";

type StandInProps = ReturnType<typeof useLazyPopup>["standInProps"];

/**
 * A popup whose code loads on its first use (useLazyPopup): `standIn` draws the plain button
 * until then and while the code arrives, `children` the popup itself, open, told whether a key
 * opened it.
 */
export function LazyPopup({
  load,
  popup,
  standIn,
  children,
}: {
  load: () => Promise<unknown>;
  popup: "menu" | "dialog";
  standIn: (props: StandInProps) => ReactNode;
  children: (byKeyboard: boolean) => ReactNode;
}) {
  const { opened, byKeyboard, standInProps } = useLazyPopup(load, popup);
  const button = standIn(standInProps);
  if (!opened) return button;
  return <Suspense fallback={button}>{children(byKeyboard)}</Suspense>;
}
