// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  publishManifest,
  publishScheduledNow,
  restoreVersion,
  saveDraft,
  scheduleManifest,
  uploadImage,
} from "../../../editor/app/api/editor-api.ts";

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

const invalid = { error: "invalid", message: "site.json would have 1 error(s); nothing was written." };

// A 422 carries either the checks' findings or a refusal in words; each caller gets the one it was sent.
describe("a refusal of the editor's server (422)", () => {
  it("of a restore, in words, reaches the editor as those words, not as findings without any", async () => {
    serverAnswers(422, { error: "cannot-restore", message: why });
    await expect(restoreVersion("hash", "c1")).resolves.toEqual({ kind: "refused", message: why });
  });

  it("of a publish, with the checks' findings, reaches the editor as those findings", async () => {
    serverAnswers(422, { ...invalid, errors: [finding], warnings: [] });
    await expect(publishManifest("hash", {})).resolves.toEqual({ kind: "invalid", errors: [finding], warnings: [] });
  });

  it("of a schedule, either way", async () => {
    serverAnswers(422, { error: "moment-passed", message: "That moment has passed." });
    await expect(scheduleManifest("hash", {}, "2026-01-01T10:00")).resolves.toEqual({
      kind: "refused",
      message: "That moment has passed.",
    });
    serverAnswers(422, { ...invalid, errors: [finding] });
    await expect(scheduleManifest("hash", {}, "2026-01-01T10:00")).resolves.toEqual({
      kind: "invalid",
      errors: [finding],
      warnings: [],
    });
  });
});

// The page reads a refusal by its kind, never by its status, which two refusals may share.
describe("a refusal read by its kind", () => {
  const clash = "site.json was changed after it was scheduled, in the same places: About Us › Title.";

  it("a scheduled change published now that clashes (409) is told in its words, never as published", async () => {
    serverAnswers(409, { error: "scheduled-conflict", message: clash });
    await expect(publishScheduledNow("s1")).rejects.toThrow(clash);
  });

  it("a publish refused for site.json changed on disk (409) gives the hash it has now", async () => {
    serverAnswers(409, { error: "changed-on-disk", message: "site.json changed.", hash: "h2" });
    await expect(publishManifest("h1", {})).resolves.toEqual({ kind: "changed-on-disk", hash: "h2" });
  });

  it("a build that cannot read a picture names it; any other failed build is thrown in its words", async () => {
    serverAnswers(500, { error: "build-failed", message: "Cannot read it.", picture: "/images/a.jpg" });
    await expect(publishManifest("h1", {})).resolves.toEqual({
      kind: "unreadable-picture",
      picture: "/images/a.jpg",
      message: "Cannot read it.",
    });
    serverAnswers(500, { error: "build-failed", message: "The build stopped." });
    await expect(publishManifest("h1", {})).rejects.toThrow("The build stopped.");
  });

  it("a draft saved over an older revision hands over the newer draft; a 409 of another kind is thrown", async () => {
    const draft = { baseHash: "h", base: {}, manifest: {}, revision: "r2", savedAt: "2026-11-28T10:00:00Z" };
    serverAnswers(409, { error: "newer-draft", message: "A newer draft.", draft });
    const content = { baseHash: "h", base: {}, manifest: {} };
    await expect(saveDraft(content, "r1")).resolves.toEqual({ kind: "newer", draft });
    serverAnswers(409, { error: "changed-on-disk", message: "site.json changed.", hash: "h2" });
    await expect(saveDraft(content, "r1")).rejects.toThrow("site.json changed.");
  });

  it("an upload refused as damaged, as not a picture or as too large says so with the file's name", async () => {
    const file = new File(["x"], "team.jpg", { type: "image/jpeg" });
    serverAnswers(415, { error: "damaged-picture", message: "The file is cut short." });
    await expect(uploadImage(file)).rejects.toThrow("“team.jpg”: The file is cut short.");
    serverAnswers(415, { error: "not-a-picture", message: "Not a picture." });
    await expect(uploadImage(file)).rejects.toThrow("“team.jpg” is not a JPEG, PNG or WebP picture");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>413 Request Entity Too Large</html>", { status: 413 })),
    );
    await expect(uploadImage(file)).rejects.toThrow("“team.jpg” is too large to upload");
  });
});
