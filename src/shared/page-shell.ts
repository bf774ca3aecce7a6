import type { PageData, PageDataModule, PageDataOf } from "./embedded-page-data.ts";

/**
 * A signed-in page the server has the data for paints its top from the HTML (decision 025): the
 * build renders the page's `Shell` (src/web/app/routes/<module>.tsx) into its member shell,
 * with a slot where the text depends on the data, and the server fills the slots from the
 * page's data. Real text in the page's own markup, where the app then renders the same.
 */
const MARK = "\uE000";

/** The mark the build renders in place of the text `name` (a character no page uses). */
export const shellSlot = (name: string) => `${MARK}${name}${MARK}`;

/** Per page with data, the text of its shell's slots. */
const SLOTS: { [M in PageDataModule]: (data: PageDataOf<M>) => Record<string, string> } = {
  history: () => ({}),
  plan: ({ answer }) => ({ title: answer.title, brand: answer.brandName ?? "" }),
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The shell's HTML with its slots filled, as text, from `data`. */
export function fillShellSlots(html: string, data: PageData) {
  const values = (SLOTS[data.module] as (data: PageData) => Record<string, string>)(data);
  return html.replace(new RegExp(`${MARK}(\\w+)${MARK}`, "g"), (_mark, name: string) =>
    (values[name] ?? "").replace(/[&<>"']/g, (char) => ESCAPES[char]!),
  );
}
