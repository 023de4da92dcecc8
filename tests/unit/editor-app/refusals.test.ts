// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishManifest, restoreVersion, scheduleManifest } from "../../../editor/app/api/editor-api.ts";

/** The editor's server answering every call with this status and body. */
function serverAnswers(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

const why = "This version was written for an older form of the site's data, so this editor cannot put it back.";
const finding = { path: ["site", "name"], pathText: "site.name", message: "Missing", severity: "error", text: "x" };

// A 422 carries either the checks' findings or a refusal in words; each caller gets the one it was sent.
describe("a refusal of the editor's server (422)", () => {
  it("of a restore, in words, reaches the editor as those words, not as findings without any", async () => {
    serverAnswers(422, { error: "cannot-restore", message: why });
    await expect(restoreVersion("hash", "c1")).resolves.toEqual({ kind: "refused", message: why });
  });

  it("of a publish, with the checks' findings, reaches the editor as those findings", async () => {
    serverAnswers(422, { errors: [finding], warnings: [] });
    await expect(publishManifest("hash", {})).resolves.toEqual({ kind: "invalid", errors: [finding], warnings: [] });
  });

  it("of a schedule, either way", async () => {
    serverAnswers(422, { error: "moment-passed", message: "That moment has passed." });
    await expect(scheduleManifest("hash", {}, "2026-01-01T10:00")).resolves.toEqual({
      kind: "refused",
      message: "That moment has passed.",
    });
    serverAnswers(422, { errors: [finding] });
    await expect(scheduleManifest("hash", {}, "2026-01-01T10:00")).resolves.toEqual({
      kind: "invalid",
      errors: [finding],
      warnings: [],
    });
  });
});
