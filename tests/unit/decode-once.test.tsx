// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { routes } from "virtual:site";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../src/app/App.tsx";
import { loadRouteBlocks } from "../../src/app/route-blocks.ts";
import { renderPage } from "../../src/entry-server.tsx";
import { encodePathname } from "../../src/manifest/decode-pathname.ts";
import { isPattern } from "../../src/manifest/find-route.ts";

/*
 * An id holding a percent sign: the address /doctors/100%25 is the text /doctors/100%. Decoded
 * twice, it becomes malformed ("%" alone), and the page fell to the 404 page or threw.
 */
const route = routes.find((candidate) => isPattern(candidate.path));
if (!route) throw new Error("the site has no pattern route (such as /doctors/:doctorId)");
const heading = route.heading ?? route.title ?? "";
const withValue = (value: string) => route.path.replace(/:[^/]+/, value);
const text = withValue("100%");
const address = encodePathname(text);

function currentCrumb(): HTMLElement {
  const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
  return within(breadcrumb).getByText((_, element) => element?.getAttribute("aria-current") === "page");
}

let hydrated: Root | undefined;

// The server's renderer and the browser's meet in this one process, and React's development build
// says so once per shared context; on a real page they never meet. Anything else is still printed.
beforeAll(() => {
  const print = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith("Detected multiple renderers")) print(...args);
  });
});

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
  window.history.pushState({}, "", "/");
});

describe(`${route.path} with the value "100%" (address ${address})`, () => {
  it("is the pattern's page when prerendered, the value shown once decoded", async () => {
    expect(address).toMatch(/\/100%25$/);
    const page = await renderPage(text);
    document.body.innerHTML = page.html;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(currentCrumb()).toHaveTextContent(/^100%$/);
  }, 30_000);

  it("is the pattern's page in the browser, rendered at that address", async () => {
    await loadRouteBlocks(route);
    window.history.pushState({}, "", address);
    render(<App prerenderedPath={text} />);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(currentCrumb()).toHaveTextContent(/^100%$/);
  }, 30_000);

  it("is the pattern's page in the browser when the shared page prerendered for another value hydrates", async () => {
    const prerendered = withValue("someone");
    const container = document.createElement("div");
    container.innerHTML = (await renderPage(prerendered)).html;
    document.body.append(container);
    window.history.pushState({}, "", address);
    hydrated = await act(async () => hydrateRoot(container, <App prerenderedPath={prerendered} />));
    expect(within(container).getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(currentCrumb()).toHaveTextContent(/^100%$/);
  }, 30_000);
});
