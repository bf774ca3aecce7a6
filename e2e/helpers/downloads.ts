import { text } from "node:stream/consumers";
import type { Download } from "playwright-core";

/**
 * A download's contents as text. Read through its stream: the files connect to the run's
 * Chromium remotely, where `download.path()` is not available.
 */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}
