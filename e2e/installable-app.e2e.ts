import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planPosts } from "../src/server/db/schema/index.ts";
import { brazilToday } from "../src/shared/dates.ts";
import { textForNetwork } from "../src/shared/generation/captions.ts";
import { seedPlan } from "../tests/helpers/plans.ts";
import { PHONE, setupApp } from "./helpers/app.ts";

const app = setupApp();

/** Decision 062: the manifest, the service worker, the shell offline, and "Publicar agora". */
describe("the installable app at 390 px", () => {
  it("links its manifest, registers a service worker that controls the page, and reopens the shell offline", async () => {
    const { page } = await app.signedInPage(undefined, { ...PHONE, serviceWorkers: "allow" });
    await page.goto("/hoje");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get("content-type"), body: await response.json() };
    }, href ?? "");
    expect(manifest.type).toMatch(/manifest\+json|json/);
    expect(manifest.body).toMatchObject({
      name: "Conteúdo Inteligente",
      lang: "pt-BR",
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    const sizes = manifest.body.icons.map((icon: { sizes: string; purpose: string }) => icon);
    expect(sizes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: "192x192" }),
        expect.objectContaining({ sizes: "512x512", purpose: "maskable" }),
      ]),
    );

    // The worker takes the page over once installed, with the scope "/".
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const response = await fetch("/sw.js");
      return { scope: registration.scope, cache: response.headers.get("cache-control") };
    });
    expect(worker).toEqual({ scope: `${app.server.url}/`, cache: "no-cache" });

    // Chromium's own verdict, the one its install prompt and Lighthouse's installability audit
    // read (Lighthouse 13, the bench's, no longer has that audit). A test's browser context is
    // off the record, which Chromium names as an error of its own; every other one would be
    // the app's, as the same page without its manifest shows.
    const cdp = await page.context().newCDPSession(page);
    const installability = async () => {
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      return installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== "in-incognito");
    };
    expect(await installability()).toEqual([]);

    // Offline, the app's shell opens from the worker's cache.
    await page.context().setOffline(true);
    await page.reload();
    await page
      .getByRole("link", { name: /Conteúdo Inteligente/ })
      .first()
      .waitFor();
    expect(await page.title()).toContain("Conteúdo Inteligente");
    await page.context().setOffline(false);

    await page.setContent("<title>Sem manifesto</title>");
    expect(await installability()).not.toEqual([]);
  });

  it("Publicar agora hands the art and caption to the share sheet, copies the caption, and marks the post Publicado with who and when", async () => {
    const { page, user } = await app.signedInPage(undefined, {
      ...PHONE,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const today = brazilToday(new Date());
    const caption = {
      caption: "Pão de queijo saindo do forno agora!",
      hashtags: ["#paodequeijo", "#padaria"],
      altText: "Pães de queijo numa cesta",
      firstComment: "",
    };
    const { posts } = await seedPlan(app.server.db, user.id, {
      title: "Plano da Padaria",
      posts: [
        {
          date: today,
          theme: "Fornada da manhã",
          status: "aprovado",
          caption,
          art: {
            format: "square",
            slides: [
              { layout: "cover", title: "Fornada da manhã", body: "", items: [] },
              { layout: "cta", title: "Peça o seu", body: "", items: [] },
            ],
          },
        },
      ],
    });
    // The phone's share sheet, recorded: what it was given, as the page gave it.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      navigator.canShare = (data?: ShareData) => (data?.files?.length ?? 0) > 0;
      navigator.share = async (data?: ShareData) => {
        shared.push({
          files: (data?.files ?? []).map((file) => ({ name: file.name, type: file.type })),
          text: data?.text,
          sized: (data?.files ?? []).every((file) => file.size > 0),
        });
      };
    });
    await page.goto("/hoje");
    await page.getByRole("heading", { level: 1, name: "Posts de hoje" }).waitFor();
    const post = page.getByRole("article", { name: "Fornada da manhã" });
    await post.getByRole("button", { name: "Publicar agora" }).click();
    await page.getByText("Publicação marcada como publicada").waitFor();
    await page.getByText(/o Instagram não recebe o texto compartilhado/).waitFor();

    const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
    expect(shared).toEqual([
      {
        files: [
          { name: `${today}-fornada-da-manha-slide-1.png`, type: "image/png" },
          { name: `${today}-fornada-da-manha-slide-2.png`, type: "image/png" },
        ],
        text: textForNetwork(caption),
        sized: true,
      },
    ]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(textForNetwork(caption));

    // Marked by the server with who and when, shown on the list and in the post's panel.
    const line = new RegExp(`^Publicado por ${user.name} em \\d\\d/\\d\\d às \\d\\d:\\d\\d$`);
    await post.getByText(line).waitFor();
    expect(await post.getByRole("button", { name: "Publicar agora" }).count()).toBe(0);
    const [row] = await app.server.db
      .select({ status: planPosts.status, by: planPosts.publishedBy, at: planPosts.publishedAt })
      .from(planPosts)
      .where(eq(planPosts.id, posts[0]!.id));
    expect(row).toMatchObject({ status: "publicado", by: user.id });
    expect(row?.at).toBeInstanceOf(Date);

    await post.getByRole("link", { name: "Abrir no plano" }).click();
    await page.getByRole("dialog").getByText(line).waitFor();
  });
});
