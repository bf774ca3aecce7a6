// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VersionCount } from "./version-count";

afterEach(cleanup);

describe("the count of versions", () => {
  it("says how many versions an item keeps", () => {
    expect(render(<VersionCount count={3} />).container.textContent).toBe("3 versões");
  });

  it("says nothing of an item with one version", () => {
    expect(render(<VersionCount count={1} />).container.textContent).toBe("");
  });
});
