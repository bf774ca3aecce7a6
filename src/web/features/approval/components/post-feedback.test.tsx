// @vitest-environment jsdom
import type { FeedbackEntry, ThreadPage } from "@shared/approval";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordFetch } from "../../../../../tests/helpers/recording-fetch";
import { PostFeedback } from "./post-feedback";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = { id: "5b0c7a52-0a51-4d0e-9a33-6f1f0d1d2e3f" };
const post = { id: "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b" };
const changes: FeedbackEntry = {
  id: "1",
  author: "client",
  clientName: "Ana Cliente",
  body: "Troque a foto pela do balcão.",
  decision: "changes",
  postVersion: 2,
  createdAt: "2026-11-23T15:30:00Z",
};

/** The API, answering the thread's pages in turn: the latest first, then older ones. */
const stubApi = (...pages: ThreadPage[]) => {
  let reads = 0;
  return recordFetch(({ method, path }) => {
    if (path.endsWith("/seen")) return new Response(null, { status: 204 });
    if (method === "POST") {
      return Response.json({ ...changes, id: "2", author: "owner" }, { status: 201 });
    }
    return Response.json(pages[Math.min(reads++, pages.length - 1)]);
  });
};

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PostFeedback plan={plan} post={post} />
    </QueryClientProvider>,
  );

const feedbackPath = `/api/plans/${plan.id}/posts/${post.id}/feedback`;

describe("a post's conversation with the client", () => {
  it("shows the client's request with their name, marks it seen, and sends the owner's answer", async () => {
    const calls = stubApi({ entries: [changes], hasOlder: false });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText("Troque a foto pela do balcão.");
    expect(screen.getByText(/Ana Cliente pediu ajustes/)).toBeTruthy();
    expect(screen.getByText(/sobre a versão 2/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ method: "POST", path: `${feedbackPath}/seen`, body: null }),
    );
    await user.type(screen.getByLabelText("Responder ao cliente"), "Combinado, troco hoje.");
    await user.click(screen.getByRole("button", { name: "Responder" }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: feedbackPath,
        body: { body: "Combinado, troco hoje." },
      }),
    );
  });

  it("says when the client has not written yet, and marks nothing", async () => {
    const calls = stubApi({ entries: [], hasOlder: false });
    renderPanel();
    await screen.findByText(/Nenhuma mensagem ainda/);
    expect(screen.queryByLabelText("Responder ao cliente")).toBeNull();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it('shows the latest messages of a long thread, and older ones on "Ver mensagens anteriores"', async () => {
    const older: FeedbackEntry = {
      ...changes,
      id: "0",
      body: "Primeiro pedido, de semanas atrás.",
      // Written before versions were recorded: no version is claimed for it.
      postVersion: null,
      createdAt: "2026-11-01T10:00:00Z",
    };
    stubApi({ entries: [changes], hasOlder: true }, { entries: [older], hasOlder: false });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText("Troque a foto pela do balcão.");
    expect(screen.queryByText(older.body)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Ver mensagens anteriores" }));
    const first = await screen.findByText(older.body);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(older.body),
      expect.stringContaining(changes.body),
    ]);
    expect(items[0]?.textContent).not.toContain("sobre a versão");
    // The button is gone (nothing older left); reading goes on from the oldest message.
    expect(screen.queryByRole("button", { name: "Ver mensagens anteriores" })).toBeNull();
    expect(document.activeElement).toBe(first.closest("li"));
  });
});
