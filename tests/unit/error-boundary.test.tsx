// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { routes, site } from "virtual:site";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/app/App.tsx";
import { loadRouteBlocks } from "../../src/app/route-blocks.ts";
import { plainText } from "../../src/text/shown-text.ts";

const broken = vi.hoisted(() => ({ part: "" }));

vi.mock("../../src/layout/PageHeading.tsx", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/layout/PageHeading.tsx")>();
  return {
    PageHeading: (props: Parameters<typeof actual.PageHeading>[0]) => {
      if (broken.part === "page") throw new Error("a page that cannot render");
      return actual.PageHeading(props);
    },
  };
});

vi.mock("../../src/layout/Header.tsx", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/layout/Header.tsx")>();
  return {
    Header: () => {
      if (broken.part === "header") throw new Error("a header that cannot render");
      return actual.Header();
    },
  };
});

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.history.pushState({}, "", "/about");
});
afterEach(() => {
  broken.part = "";
  vi.restoreAllMocks();
});

describe("a page that fails to render", () => {
  it("shows 'Something went wrong' with the header, the footer and a link home, not an empty page", async () => {
    const about = routes.find((route) => route.path === "/about");
    if (!about) throw new Error("site.json has no /about page");
    await loadRouteBlocks(about);
    broken.part = "page";
    render(<App />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toHaveTextContent(plainText(site.name));
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  }, 30_000);

  it("still shows the message and the link home when the header itself fails", async () => {
    broken.part = "header";
    const { container } = render(<App />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
    expect(container).not.toBeEmptyDOMElement();
  });
});

describe("an address with a malformed percent-encoding", () => {
  it("shows the 404 page", async () => {
    window.history.pushState({}, "", "/doctors/%E0%A4%A");
    render(<App />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be found." }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
