import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoSidewaysScroll } from "./layout.ts";

/**
 * "Gerar 3 opções" on the part shown in `scope` (a caption on the result page or the history's
 * item, a post's hook in its panel), then "Usar esta" on the second (`swipe`: reached by
 * "Próxima opção", as on a phone); answers that option's text.
 */
export async function pickSecondOption(
  page: Page,
  scope: Page | Locator,
  { part = "a legenda", swipe }: { part?: string; swipe: boolean },
) {
  await scope.getByRole("button", { name: "Gerar 3 opções" }).click();
  const group = scope.getByRole("group", { name: `3 opções para ${part}` });
  await group.waitFor();
  expect(await group.getByTestId("variation-option").count()).toBe(3);
  await scope.getByRole("status").filter({ hasText: "3 opções prontas" }).waitFor();
  const second = (await group.getByRole("region", { name: "Opção 2 de 3" }).innerText())
    .replace("Opção 2 de 3", "")
    .replace("Usar esta", "")
    .trim();
  if (swipe) {
    await scope.getByRole("button", { name: "Próxima opção" }).click();
    await expectNoSidewaysScroll(page);
  }
  await group.getByRole("button", { name: "Usar esta: Opção 2 de 3" }).click();
  await scope.getByText("Opção 2 de 3 salva como a versão mais recente").waitFor();
  return second;
}
