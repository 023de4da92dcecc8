// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Problem } from "../../../editor/shared/problem.ts";
import { editorSpecs } from "../../../editor/shared/schema/editor-specs.ts";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";
import { siteSchema } from "../../../editor/shared/schema/site-schema.ts";
import type { PublishStatus } from "../../../editor/app/state/publish-status.ts";
import { StatusBar } from "../../../editor/app/views/StatusBar.tsx";
import { sampleManifestText } from "../../fixtures/sample-site.ts";

// What the bar above the editor tells an editor about warnings, whether publishing went through or not.
const manifest = JSON.parse(sampleManifestText()) as JsonObject;
const specs = editorSpecs(siteSchema);
const nothing = () => {};
const handlers = {
  onShow: nothing,
  onDismiss: nothing,
  onDiscardDraft: nothing,
  news: undefined,
  onNewsRead: nothing,
  unpublished: undefined,
  othersHere: [],
  onRemoveEnded: nothing,
};

function finding(severity: Problem["severity"], message: string): Problem {
  return { path: ["site", "name"], pathText: "site.name", message, severity, text: `site.name: ${message}` };
}

const noFindings = { errors: [], warnings: [] };
const showBar = (status: PublishStatus, checks: { errors: Problem[]; warnings: Problem[] } = noFindings) =>
  render(<StatusBar status={status} checks={checks} manifest={manifest} specs={specs} {...handlers} />);

const oneWarning = [finding("warning", "The name is long for a phone's header.")];
const twoWarnings = [...oneWarning, finding("warning", "The name repeats the town.")];
const oneError = [finding("error", "The name is empty.")];
const split = (added: Problem[], known: Problem[]) => ({ added, known });

describe("the status bar's warnings", () => {
  it.each([
    [
      "published",
      "1 warning (does not stop publishing)",
      { kind: "published", changed: true, warnings: split([], oneWarning) },
      oneWarning,
    ],
    [
      "published",
      "2 warnings (they do not stop publishing)",
      { kind: "published", changed: false, warnings: split([], twoWarnings) },
      twoWarnings,
    ],
    [
      "not published",
      "1 warning (does not stop publishing)",
      { kind: "invalid", errors: oneError, warnings: split([], oneWarning) },
      oneWarning,
    ],
    [
      "not published",
      "2 warnings (they do not stop publishing)",
      { kind: "invalid", errors: oneError, warnings: split([], twoWarnings) },
      twoWarnings,
    ],
  ] as [string, string, PublishStatus, Problem[]][])(
    "when %s, fold those known before the change under “Known before this change: %s”",
    (_when, count, status, warnings) => {
      showBar(status);
      const details = screen.getByText(`Known before this change: ${count}`).closest("details")!;
      expect(details).not.toBeNull();
      expect(details.open).toBe(false);
      for (const warning of warnings) expect(within(details).getByText(warning.message)).toBeInTheDocument();
      expect(within(details).queryByText(oneError[0].message)).toBeNull();
    },
  );

  it("shows the warnings a change brought first and unfolded, the known ones folded after them", () => {
    const [added, known] = [[twoWarnings[1]], [twoWarnings[0]]];
    showBar({ kind: "published", changed: true, warnings: split(added, known) });
    const plain = screen.getByText("This change brings 1 warning (does not stop publishing):");
    expect(plain.closest("details")).toBeNull();
    const addedMessage = screen.getByText(added[0].message);
    expect(addedMessage.closest("details")).toBeNull();
    const knownMessage = screen.getByText(known[0].message);
    expect(knownMessage.closest("details")).not.toBeNull();
    expect(addedMessage.compareDocumentPosition(knownMessage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ["published", { kind: "published", changed: true, warnings: split([], []) }],
    ["not published", { kind: "invalid", errors: oneError, warnings: split([], []) }],
  ] as [string, PublishStatus][])("when %s with none, say nothing about warnings", (_when, status) => {
    showBar(status);
    expect(screen.queryByText(/warning/)).toBeNull();
    expect(document.querySelectorAll("details:not(.ed-problems__developer)")).toHaveLength(0);
  });
});

describe("the status bar while a person edits", () => {
  it("names what needs fixing before any publish, the file's own words only under details for developers", () => {
    showBar({ kind: "idle" }, { errors: oneError, warnings: [] });
    expect(screen.getByText("One thing needs fixing before you publish:")).toBeInTheDocument();
    expect(screen.getByText("Site settings › Name")).toBeInTheDocument();
    const raw = screen.getByText(oneError[0].text);
    expect(raw.closest("details")?.querySelector("summary")?.textContent).toBe("Details for developers");
  });

  it("tells of warnings the change brought", () => {
    showBar({ kind: "idle" }, { errors: [], warnings: twoWarnings });
    expect(screen.getByText(/Your changes bring 2 warnings/)).toBeInTheDocument();
  });

  it("leaves what a publish said to the publish message", () => {
    showBar({ kind: "invalid", errors: oneError, warnings: split([], []) }, { errors: oneError, warnings: [] });
    expect(screen.queryByText("One thing needs fixing before you publish:")).toBeNull();
    expect(screen.getByText(/One thing needs fixing first/)).toBeInTheDocument();
  });
});

describe("holidays and notices that have ended", () => {
  it("are said as information, with one button that removes them", () => {
    const onRemoveEnded = vi.fn();
    const ended = [
      finding("information", "This notice ended on Wed 4 Nov; visitors no longer see it."),
      finding("information", "These holiday hours ended on Tue 10 Nov; visitors no longer see them."),
    ];
    render(
      <StatusBar
        status={{ kind: "idle" }}
        checks={{ ...noFindings, notes: ended }}
        manifest={manifest}
        specs={specs}
        {...handlers}
        onRemoveEnded={onRemoveEnded}
      />,
    );
    const offer = screen.getByText(/2 holidays and notices have ended/).closest("div")!;
    expect(within(offer).queryAllByText(/This notice ended on Wed 4 Nov/)).toEqual([]);
    act(() => within(offer).getByRole("button", { name: "Which?" }).click());
    expect(within(offer).getAllByText(/This notice ended on Wed 4 Nov/).length).toBeGreaterThan(0);
    within(offer).getByRole("button", { name: "Remove them" }).click();
    expect(onRemoveEnded).toHaveBeenCalledOnce();
  });

  it("say nothing when nothing has ended", () => {
    showBar({ kind: "idle" });
    expect(screen.queryByText(/have ended|has ended/)).toBeNull();
  });
});
