import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PublishJournal, type PublishEntry } from "../../../editor/server/live/publish-journal.ts";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function newJournal() {
  const folder = mkdtempSync(join(tmpdir(), "publish-journal-"));
  folders.push(folder);
  return { folder, journal: new PublishJournal(folder) };
}

const entry = (startedAt: string, text: string): PublishEntry => ({
  author: "Asha Patel",
  startedAt,
  step: "building",
  text,
  version: { title: "About Us › Page title", changes: [], pictures: [], pages: ["/about"] },
});

describe("the journal of a publish under way", () => {
  it("keeps the text it publishes written once, as the publish starts, and each later step beside it", () => {
    const { journal } = newJournal();
    const started = entry("2026-11-29T10:00:00.000Z", '{"site":{"name":"Sahaj"}}\n');
    journal.write(started);
    const firstWritten = readFileSync(journal.path);
    const written = statSync(journal.path).ino;
    for (const step of ["writing", "committing", "switching"] as const) {
      journal.write({ ...started, step, build: "/live/builds/b1" });
      expect(journal.read()).toEqual({ ...started, step, build: "/live/builds/b1" });
    }
    // The file of the text was not written again: the same file, the same bytes.
    expect(statSync(journal.path).ino).toBe(written);
    expect(readFileSync(journal.path)).toEqual(firstWritten);
    journal.clear();
    expect(journal.read()).toBeUndefined();
  });

  it("reads a publish that another process started and cut short, at the step it reached", () => {
    const { folder, journal } = newJournal();
    const started = entry("2026-11-29T10:00:00.000Z", '{"site":{"name":"Sahaj"}}\n');
    journal.write(started);
    journal.write({ ...started, step: "committing", build: "/live/builds/b1" });
    expect(new PublishJournal(folder).read()).toEqual({ ...started, step: "committing", build: "/live/builds/b1" });
  });

  it("does not take a step left by an earlier publish for a step of the next one", () => {
    const { folder, journal } = newJournal();
    const first = entry("2026-11-29T10:00:00.000Z", '{"site":{"name":"Sahaj"}}\n');
    journal.write(first);
    journal.write({ ...first, step: "switching", build: "/live/builds/b1" });
    // A clearing cut short after its first file: the step is left behind.
    const step = readFileSync(join(folder, "publish-under-way.step.json"));
    journal.clear();
    writeFileSync(join(folder, "publish-under-way.step.json"), step);
    expect(new PublishJournal(folder).read()).toBeUndefined();

    const next = entry("2026-11-29T10:05:00.000Z", '{"site":{"name":"Sahaj Centre"}}\n');
    const restarted = new PublishJournal(folder);
    restarted.write(next);
    expect(restarted.read()).toEqual(next);
    // The same moment on a clock that does not move: the step was removed as the next publish started.
    restarted.clear();
    writeFileSync(join(folder, "publish-under-way.step.json"), step);
    const again = new PublishJournal(folder);
    const sameMoment = entry("2026-11-29T10:00:00.000Z", '{"site":{"name":"Sahaj Centre"}}\n');
    again.write(sameMoment);
    expect(again.read()).toEqual(sameMoment);
  });
});
