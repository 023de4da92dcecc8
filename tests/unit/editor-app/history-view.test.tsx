// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Version } from "../../../editor/shared/contract.ts";
import { HistoryView } from "../../../editor/app/views/HistoryView.tsx";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";

// What History offers for each version: which one the website shows, and which can be put back.
const nothing = () => {};

function version(commit: string, title: string, more: Partial<Version> = {}): Version {
  return { commit, title, author: "Asha Patel", date: "2025-11-03T08:35:00Z", changes: [title], pages: [], ...more };
}

async function showHistory(versions: Version[], site: Pick<Site, "timeZone"> = {}) {
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify({ versions }))));
  render(<HistoryView site={site} dirty={false} restoring={false} onRestore={nothing} onBack={nothing} />);
  const items = await screen.findAllByRole("listitem");
  return (title: string) => items.find((item) => within(item).queryByRole("heading", { name: title }))!;
}

const restoreButton = { name: "Restore this version" };

describe("the History", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers no restore for a version this editor cannot read, and says why where the button would be", async () => {
    const why = "This version was written for an older form of the site's data, so this editor cannot put it back.";
    const entry = await showHistory([version("c2", "Newest"), version("c1", "Schema change", { cannotRestore: why })]);
    expect(within(entry("Schema change")).queryByRole("button", restoreButton)).toBeNull();
    expect(within(entry("Schema change")).getByText(why)).toBeVisible();
  });

  it("marks the version the server says the website shows, and offers no restore of it", async () => {
    const entry = await showHistory([
      version("c3", "Not live yet", { shownNow: false }),
      version("c2", "Live", { shownNow: true }),
      version("c1", "Older", { shownNow: false }),
    ]);
    expect(within(entry("Live")).getByText(/The website shows this version/)).toBeVisible();
    expect(within(entry("Live")).queryByRole("button", restoreButton)).toBeNull();
    expect(within(entry("Not live yet")).queryByText(/The website shows this version/)).toBeNull();
    expect(within(entry("Not live yet")).getByRole("button", restoreButton)).toBeEnabled();
    expect(within(entry("Older")).getByRole("button", restoreButton)).toBeEnabled();
  });

  it("writes each version's time on the clinic's clock, not the browser's", async () => {
    // 08:35 UTC is 14:05 at the clinic in India, whatever zone the machine running the test is in.
    const entry = await showHistory([version("c1", "Newest")]);
    expect(within(entry("Newest")).getByText("Asha Patel · 3 Nov 2025, 14:05")).toBeVisible();
  });

  it("takes a site's own time zone when site.json names one", async () => {
    const entry = await showHistory([version("c1", "Newest")], { timeZone: "Europe/London" });
    expect(within(entry("Newest")).getByText("Asha Patel · 3 Nov 2025, 08:35")).toBeVisible();
  });

  it("takes the newest for the one shown when the server does not say", async () => {
    const entry = await showHistory([version("c2", "Newest"), version("c1", "Older")]);
    expect(within(entry("Newest")).getByText(/The website shows this version/)).toBeVisible();
    expect(within(entry("Newest")).queryByRole("button", restoreButton)).toBeNull();
    expect(within(entry("Older")).getByRole("button", restoreButton)).toBeEnabled();
  });
});
