import type { BrowserContextOptions } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createUser, TEST_BRAND } from "../tests/helpers/factories.ts";
import { PHONE, setupApp } from "./helpers/app.ts";
import { expectNoSidewaysScroll } from "./helpers/layout.ts";

const app = setupApp();

const screens: [string, BrowserContextOptions | undefined][] = [
  ["on a desktop", undefined],
  ["on a 390 px phone", PHONE],
];

const logo = () =>
  sharp({ create: { width: 120, height: 60, channels: 3, background: "#7c2d12" } })
    .png()
    .toBuffer();

describe("a brand's look for its art", () => {
  for (const [where, options] of screens) {
    it(`${where}, a marketer uploads a logo, is told why an SVG is refused, and keeps a second colour and a font pair`, async () => {
      const user = await createUser(app.server);
      const brand = await user.client.json<{ id: string }>("/api/brands", { json: TEST_BRAND });
      const { page } = await app.signedInPage(user, options);
      await page.goto(`/marcas/${brand.body.id}`);
      await page.getByRole("heading", { name: "Visual das artes" }).waitFor();
      await page.getByText("Sem logo: as artes mostram o nome.").waitFor();

      const input = page.getByLabel("Logo (PNG, JPEG ou WebP, até 2 MB)");
      await input.setInputFiles({
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      });
      await page.getByText("SVG não é aceito").waitFor();

      await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logo() });
      await page.getByText("Logo salvo").waitFor();
      const image = page.getByRole("img", { name: `Logo de ${TEST_BRAND.brandName}` });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(120);

      await page
        .getByLabel("Fontes das artes")
        .selectOption({ label: "Clássica (Playfair Display + Lora)" });
      await page.getByLabel("Segunda cor (destaques das artes)").fill("#be123c");
      await page.getByRole("button", { name: "Salvar alterações" }).click();
      await page.getByText("Marca salva").waitFor();
      if (options) await expectNoSidewaysScroll(page);

      const saved = await user.client.json<{ secondColor: string; fontPair: string }>(
        `/api/brands/${brand.body.id}`,
      );
      expect(saved.body).toMatchObject({ secondColor: "#be123c", fontPair: "classica" });

      await page.getByRole("button", { name: "Remover logo" }).click();
      await page.getByText("Sem logo: as artes mostram o nome.").waitFor();
    });
  }
});
