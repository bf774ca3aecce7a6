const SIZE = 25;
const FINDER = 7;

/** Whether a module sits in one of the three corner squares every QR code has. */
const inFinder = (x: number, y: number) =>
  (x < FINDER || x >= SIZE - FINDER) && (y < FINDER || (y >= SIZE - FINDER && x < FINDER));

function finderModule(x: number, y: number) {
  const fx = x < FINDER ? x : x - (SIZE - FINDER);
  const fy = y < FINDER ? y : y - (SIZE - FINDER);
  const ring = Math.min(fx, fy, FINDER - 1 - fx, FINDER - 1 - fy);
  return ring !== 1;
}

/** A module's colour from the code's characters: looks like a QR code, scans as nothing. */
const dataModule = (code: string, x: number, y: number) =>
  ((code.charCodeAt((x * SIZE + y) % code.length) ?? 0) * (x + 3) * (y + 7)) % 5 < 2;

/**
 * The test checkout's stand-in for Pix's QR code. It is labelled as a test and encodes
 * nothing: no bank app can pay it.
 */
export function TestPixQr({ code }: { code: string }) {
  const cells: string[] = [];
  for (let x = 0; x < SIZE; x++) {
    for (let y = 0; y < SIZE; y++) {
      const dark = inFinder(x, y) ? finderModule(x, y) : dataModule(code, x, y);
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return (
    <svg
      role="img"
      aria-label="QR Code de teste (não pode ser pago)"
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      className="size-48 rounded-md border bg-white"
    >
      <path d={cells.join("")} fill="black" />
    </svg>
  );
}
