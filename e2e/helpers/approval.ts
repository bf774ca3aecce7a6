import type { Locator, Page } from "playwright-core";

/** The client opens an approval link and gives their name, as the page asks first. */
export async function openAsClient(page: Page, url: string, name = "Ana Cliente") {
  await page.goto(url);
  await page.getByLabel("Antes de começar, qual é o seu nome?").fill(name);
  await page.getByRole("button", { name: "Continuar" }).click();
}

/** A post's card on the approval page, by its theme. */
export const clientCard = (page: Page, theme: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: theme }) });

/**
 * The client asks for changes on a post's card (on its caption, or on one slide of its art,
 * when said) and sees it sent.
 */
export async function askForChanges(
  card: Locator,
  request: string,
  { aboutCaption = false, slide }: { aboutCaption?: boolean; slide?: number } = {},
) {
  await card.getByRole("button", { name: "Pedir ajustes" }).click();
  if (aboutCaption) await card.getByLabel("O ajuste é na legenda").check();
  if (slide) await card.getByLabel("O ajuste é no slide").selectOption(String(slide));
  await card.getByLabel("O que precisa mudar?").fill(request);
  await card.getByRole("button", { name: "Enviar pedido" }).click();
  await card.getByText("Ajustes pedidos", { exact: true }).waitFor();
}
