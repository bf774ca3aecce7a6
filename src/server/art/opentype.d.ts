// The few members of satori's own opentype.js fork that measuring text needs.
declare module "@shuding/opentype.js" {
  export type Font = { getAdvanceWidth(text: string, fontSize: number): number };
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
