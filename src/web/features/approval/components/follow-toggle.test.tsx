// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordFetch } from "../../../../../tests/helpers/recording-fetch";
import { FollowToggle } from "./follow-toggle";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const planId = "5b0c7a52-0a51-4d0e-9a33-6f1f0d1d2e3f";

/** The follow API as the toggle calls it, starting from `following`. */
function renderToggle(following: boolean) {
  const calls = recordFetch(({ method }) =>
    Response.json({ following: method === "GET" ? following : method === "PUT" }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FollowToggle planId={planId} />
    </QueryClientProvider>,
  );
  return { calls, button: () => screen.getByRole("button", { name: "Seguir" }) };
}

describe("following a plan", () => {
  it("shows whether the member follows the plan, and follows it on a click", async () => {
    const { calls, button } = renderToggle(false);
    await waitFor(() => expect(button().hasAttribute("disabled")).toBe(false));
    expect(button().getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(button());
    await waitFor(() => expect(button().getAttribute("aria-pressed")).toBe("true"));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: "PUT", path: `/api/plans/${planId}/follow` }),
    );
  });

  it("unfollows a plan the member follows", async () => {
    const { calls, button } = renderToggle(true);
    await waitFor(() => expect(button().getAttribute("aria-pressed")).toBe("true"));
    await userEvent.click(button());
    await waitFor(() => expect(button().getAttribute("aria-pressed")).toBe("false"));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: "DELETE", path: `/api/plans/${planId}/follow` }),
    );
  });
});
