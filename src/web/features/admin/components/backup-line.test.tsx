// @vitest-environment jsdom
import type { AdminBackupStatus } from "@shared/admin";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackupLine } from "./backup-line";

afterEach(cleanup);

function renderWith(status: AdminBackupStatus) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(status)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BackupLine />
    </QueryClientProvider>,
  );
  return screen.findByTestId("admin-backup");
}

describe("the admin panel's backup line", () => {
  it("shows the last backup's local time and its size", async () => {
    const line = await renderWith({
      automatic: true,
      latest: { at: new Date(2026, 10, 24, 3, 15).toISOString(), size: 1_258_291 },
    });
    expect(line.textContent).toBe("Último backup: 24/11/2026 às 03:15 · 1,2 MB");
  });

  it("says when there is no backup yet and when daily backups are off", async () => {
    const line = await renderWith({ automatic: false, latest: null });
    expect(line.textContent).toBe("Nenhum backup feito ainda. Backups diários desativados.");
  });
});
