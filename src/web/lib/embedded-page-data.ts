import {
  EMBEDDED_PAGE_DATA_ID,
  type PageData,
  type PageDataModule,
  type PageDataOf,
} from "@shared/embedded-page-data";

/**
 * The answer the server sent this document with for `module`'s first query (decision 025), once:
 * taking it removes it, so a later visit of the page in the same tab asks the API instead of
 * showing what was true when the document loaded. `matches` says whether it answers the query
 * the page is asking (the same plan, the same filters); the data is the API's, for this session.
 */
export function takeEmbeddedPageData<M extends PageDataModule>(
  module: M,
  matches: (data: PageDataOf<M>) => boolean,
): PageDataOf<M>["answer"] | undefined {
  const element = document.getElementById(EMBEDDED_PAGE_DATA_ID);
  if (!element?.textContent) return undefined;
  // Written by the server (src/server/page-data.ts) from the same shapes the API answers with.
  const data = JSON.parse(element.textContent) as PageData;
  if (data.module !== module) return undefined;
  element.remove();
  // Its module is `module`'s: the shape is that module's.
  const mine = data as unknown as PageDataOf<M>;
  return matches(mine) ? mine.answer : undefined;
}
