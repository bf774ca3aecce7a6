import type { ReactNode } from "react";

/** Satori's input: React's element shape, built without JSX (the server runs .ts as is). */
export type Node = ReactNode;
type Style = Record<string, string | number>;

export function box(style: Style, ...children: Node[]): Node {
  return { type: "div", key: null, props: { style: { display: "flex", ...style }, children } };
}

export function image(src: string, width: number, height: number): Node {
  return { type: "img", key: null, props: { src, width, height, style: { width, height } } };
}
