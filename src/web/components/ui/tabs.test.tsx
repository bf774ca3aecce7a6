// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function Plans({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="month" onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="month">Mês a mês</TabsTrigger>
        <TabsTrigger value="table">Tabela</TabsTrigger>
        <TabsTrigger value="list">Lista</TabsTrigger>
      </TabsList>
      <TabsContent value="month">Calendário</TabsContent>
      <TabsContent value="table">Tabela de posts</TabsContent>
      <TabsContent value="list">Lista de posts</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("opens the default tab, and a click opens another", () => {
    const onValueChange = vi.fn();
    render(<Plans onValueChange={onValueChange} />);
    expect(tab("Mês a mês").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Calendário");
    fireEvent.click(tab("Tabela"));
    expect(tab("Tabela").getAttribute("aria-selected")).toBe("true");
    expect(tab("Mês a mês").getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("tabpanel").textContent).toBe("Tabela de posts");
    expect(screen.queryByText("Calendário")).toBeNull();
    expect(onValueChange).toHaveBeenCalledWith("table");
  });

  it("links each tab to its panel and keeps one tab stop, the open tab", () => {
    render(<Plans />);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("Mês a mês").id);
    expect(tab("Mês a mês").getAttribute("aria-controls")).toBe(panel.id);
    expect(["Mês a mês", "Tabela", "Lista"].map((name) => tab(name).tabIndex)).toEqual([0, -1, -1]);
  });

  it("moves with the arrow keys, wrapping around, and jumps with Home and End", () => {
    render(<Plans />);
    tab("Mês a mês").focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press("ArrowRight");
    expect(document.activeElement).toBe(tab("Tabela"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Tabela de posts");
    press("ArrowLeft");
    press("ArrowLeft");
    expect(document.activeElement).toBe(tab("Lista"));
    press("Home");
    expect(document.activeElement).toBe(tab("Mês a mês"));
    press("End");
    expect(screen.getByRole("tabpanel").textContent).toBe("Lista de posts");
  });

  it("follows the value its caller keeps", () => {
    function Controlled() {
      const [value, setValue] = useState("table");
      return (
        <>
          <button type="button" onClick={() => setValue("list")}>
            Ver lista
          </button>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList>
              <TabsTrigger value="table">Tabela</TabsTrigger>
              <TabsTrigger value="list">Lista</TabsTrigger>
            </TabsList>
            <TabsContent value="table">Tabela de posts</TabsContent>
            <TabsContent value="list">Lista de posts</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Tabela de posts");
    fireEvent.click(screen.getByRole("button", { name: "Ver lista" }));
    expect(tab("Lista").getAttribute("aria-selected")).toBe("true");
    fireEvent.click(tab("Tabela"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Tabela de posts");
  });
});
