// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoot, type Root } from "react-dom/client";
import { routes } from "virtual:site";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/app/App.tsx";
import { isPattern } from "../../src/manifest/path-rules.ts";
import { plainText } from "../../src/text/shown-text.ts";

let root: Root | undefined;

afterEach(() => {
  // Unmounted first: the app follows the address, and going home would draw (and load) the home page.
  root?.unmount();
  root = undefined;
  vi.restoreAllMocks();
  window.history.pushState({}, "", "/");
});

// `npm run dev` draws the whole page in the browser for the address, its blocks loaded while it waits.
describe("a page drawn in the browser for its address", () => {
  it("waits for its blocks the first time, then shows them, with nothing said on the console", async () => {
    const route = routes.find((candidate) => candidate.path !== "/" && !isPattern(candidate.path));
    if (!route) throw new Error("the sample site has no inner page");
    const errors = vi.spyOn(console, "error");
    window.history.pushState({}, "", route.path);
    // As `npm run dev` draws it (src/dev-page.tsx): outside act(), React retries the page by itself.
    const container = document.body.appendChild(document.createElement("div"));
    root = createRoot(container);
    root.render(<App />);
    const heading = plainText(route.heading ?? route.title ?? "");
    expect(await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 15_000 })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows the 404 page for an address the site has no page at, and for one it cannot decode", async () => {
    for (const address of ["/no-such-page", "/doctors/%E0%A4%A"]) {
      window.history.pushState({}, "", address);
      const { unmount } = render(<App />);
      expect(
        await screen.findByRole("heading", { level: 1, name: "This page could not be found." }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      unmount();
    }
  });
});
