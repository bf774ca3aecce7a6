// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatsCards } from "./stats-cards";

afterEach(cleanup);

const counts = {
  totalUsers: 100_412,
  admins: 3,
  banned: 12,
  locked: 4,
  subscribers: 2_345,
  prompts: 1_003_412,
  workspaces: 100_530,
};

describe("the admin panel's counts", () => {
  it("writes an exact count in full", () => {
    render(<StatsCards stats={counts} />);
    expect(screen.getByTestId("stat-prompts").textContent).toBe("1.003.412");
    expect(screen.queryByText("estimativa")).toBeNull();
  });

  it("says which counts are estimates, to three figures", () => {
    render(<StatsCards stats={{ ...counts, estimated: ["prompts"] }} />);
    expect(screen.getByTestId("stat-prompts").textContent).toBe("≈ 1.000.000estimativa");
    expect(screen.getByTestId("stat-totalUsers").textContent).toBe("100.412");
  });
});
