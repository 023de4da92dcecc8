// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { routes } from "virtual:site";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../src/app/App.tsx";
import { loadRouteBlocks } from "../../src/app/route-blocks.ts";
import { placeIslands } from "../../src/islands/place-islands.ts";
import { renderPage } from "../../src/entry-server.tsx";
import { fixedTestMoment } from "./support/fixed-moment.ts";
import { hydrateIsland } from "../../src/islands/hydrate-island.tsx";
import { encodePathname, isPattern } from "../../src/manifest/path-rules.ts";
import { plainText } from "../../src/text/shown-text.ts";

/*
 * An id holding a percent sign: the address /doctors/100%25 is the text /doctors/100%. Decoded
 * twice, it becomes malformed ("%" alone), and the page fell to the 404 page or threw.
 */
const route = routes.find((candidate) => isPattern(candidate.path));
if (!route) throw new Error("the site has no pattern route (such as /doctors/:doctorId)");
const heading = plainText(route.heading ?? route.title ?? "");
const withValue = (value: string) => route.path.replace(/:[^/]+/, value);
const text = withValue("100%");
const address = encodePathname(text);

function currentCrumb(): HTMLElement {
  const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
  return within(breadcrumb).getByText((_, element) => element?.getAttribute("aria-current") === "page");
}

// The server's renderer and the browser's meet in this one process, and React's development build
// says so once per shared context; on a real page they never meet. Anything else is still printed.
beforeAll(() => {
  const print = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith("Detected multiple renderers")) print(...args);
  });
});

afterEach(() => {
  // Unmounted first: the app follows the address, and going home would draw (and load) the home page.
  cleanup();
  document.body.replaceChildren();
  window.history.pushState({}, "", "/");
});

describe(`${route.path} with the value "100%" (address ${address})`, () => {
  it("is the pattern's page when prerendered, the value shown once decoded", async () => {
    expect(address).toMatch(/\/100%25$/);
    const page = await renderPage(text, fixedTestMoment);
    document.body.innerHTML = placeIslands(page.html, page.islands).html;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(currentCrumb()).toHaveTextContent(/^100%$/);
  }, 30_000);

  it("is the pattern's page in the browser, rendered at that address", async () => {
    await loadRouteBlocks(route);
    window.history.pushState({}, "", address);
    render(<App />);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(currentCrumb()).toHaveTextContent(/^100%$/);
  }, 30_000);

  it("is the pattern's page in the browser when the shared page prerendered for another value hydrates", async () => {
    const prerendered = withValue("someone");
    const page = await renderPage(prerendered, fixedTestMoment);
    const placed = placeIslands(page.html, page.islands);
    document.body.innerHTML = placed.html + placed.props;
    window.history.pushState({}, "", address);
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" }).closest<HTMLElement>(".island");
    if (!breadcrumb) throw new Error("the breadcrumb of a page served for many addresses should be an island");
    // Not awaited inside act(): the island resolves once React has committed, which act() would hold back.
    const live = hydrateIsland(breadcrumb);
    await waitFor(() => expect(breadcrumb).toHaveAttribute("data-hydrated", "true"));
    await live;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(currentCrumb()).toHaveTextContent(/^100%$/);
  }, 30_000);
});
