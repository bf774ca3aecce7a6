// @vitest-environment jsdom
import { EMBEDDED_PAGE_DATA_ID } from "@shared/embedded-page-data";
import { beforeEach, describe, expect, it } from "vitest";
import { takeEmbeddedPageData } from "./embedded-page-data";

const plan = { id: "p1", title: "Plano de Dezembro" };

function embed(data: unknown) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = EMBEDDED_PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

describe("the data a page was sent with", () => {
  beforeEach(() => {
    document.head.replaceChildren();
  });

  it("is given once to the page it is for, so a later visit asks the API", () => {
    embed({ module: "plan", id: "p1", answer: plan });
    expect(takeEmbeddedPageData("plan", (data) => data.id === "p1")).toEqual(plan);
    expect(takeEmbeddedPageData("plan", (data) => data.id === "p1")).toBeUndefined();
  });

  it("is not given to another page, which leaves it for its own", () => {
    embed({ module: "plan", id: "p1", answer: plan });
    expect(takeEmbeddedPageData("history", () => true)).toBeUndefined();
    expect(takeEmbeddedPageData("plan", () => true)).toEqual(plan);
  });

  it("is not given to a query it does not answer, and is gone after that", () => {
    embed({ module: "plan", id: "p1", answer: plan });
    expect(takeEmbeddedPageData("plan", (data) => data.id === "p2")).toBeUndefined();
    expect(takeEmbeddedPageData("plan", (data) => data.id === "p1")).toBeUndefined();
  });

  it("is nothing when the server sent none", () => {
    expect(takeEmbeddedPageData("history", () => true)).toBeUndefined();
  });
});
