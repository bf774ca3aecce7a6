import sharp from "sharp";

/**
 * The share of pixels (0..1) that differ between two PNGs of one size by more than a little
 * in any channel: anti-aliasing may move by a shade between machines, a glyph may not.
 */
export async function pixelDifference(a: Uint8Array, b: Uint8Array, threshold = 32) {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (left!.info.width !== right!.info.width || left!.info.height !== right!.info.height) return 1;
  let differing = 0;
  const pixels = left!.info.width * left!.info.height;
  for (let i = 0; i < pixels * 4; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(left!.data[i + c]! - right!.data[i + c]!) > threshold) {
        differing += 1;
        break;
      }
    }
  }
  return differing / pixels;
}
