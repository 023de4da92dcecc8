// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../../editor/app/api/problem.ts";
import { editorSpecs } from "../../../editor/app/schema/editor-specs.ts";
import type { JsonObject } from "../../../editor/app/schema/json-value.ts";
import { siteSchema } from "../../../editor/app/schema/site-schema.ts";
import type { PublishStatus } from "../../../editor/app/views/publish-status.ts";
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
  onReloadFromDisk: nothing,
  onDownloadChanges: nothing,
};

function finding(severity: Problem["severity"], message: string): Problem {
  return { path: ["site", "name"], pathText: "site.name", message, severity, text: `site.name: ${message}` };
}

const showBar = (status: PublishStatus) =>
  render(<StatusBar status={status} brokenLinks={[]} manifest={manifest} specs={specs} {...handlers} />);

const oneWarning = [finding("warning", "The name is long for a phone's header.")];
const twoWarnings = [...oneWarning, finding("warning", "The name repeats the town.")];
const oneError = [finding("error", "The name is empty.")];

describe("the status bar's warnings", () => {
  it.each([
    [
      "published",
      "1 warning (does not stop publishing)",
      { kind: "published", changed: true, warnings: oneWarning },
      oneWarning,
    ],
    [
      "published",
      "2 warnings (they do not stop publishing)",
      { kind: "published", changed: false, warnings: twoWarnings },
      twoWarnings,
    ],
    [
      "not published",
      "1 warning (does not stop publishing)",
      { kind: "invalid", errors: oneError, warnings: oneWarning },
      oneWarning,
    ],
    [
      "not published",
      "2 warnings (they do not stop publishing)",
      { kind: "invalid", errors: oneError, warnings: twoWarnings },
      twoWarnings,
    ],
  ] as [string, string, PublishStatus, Problem[]][])(
    "when %s, fold away under “%s”",
    (_when, summary, status, warnings) => {
      showBar(status);
      const details = screen.getByText(summary).closest("details")!;
      expect(details).not.toBeNull();
      expect(details.open).toBe(false);
      for (const warning of warnings) expect(within(details).getByText(warning.message)).toBeInTheDocument();
      expect(within(details).queryByText(oneError[0].message)).toBeNull();
    },
  );

  it.each([
    ["published", { kind: "published", changed: true, warnings: [] }],
    ["not published", { kind: "invalid", errors: oneError, warnings: [] }],
  ] as [string, PublishStatus][])("when %s with none, say nothing about warnings", (_when, status) => {
    showBar(status);
    expect(screen.queryByText(/warning/)).toBeNull();
    expect(document.querySelector("details")).toBeNull();
  });
});
