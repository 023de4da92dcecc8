import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { runCommandsTogether } from "../../scripts/test/run-command.ts";

const dir = mkdtempSync(join(tmpdir(), "together-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A command that notes when it starts and ends in a shared log, and exits with `status`. */
function step(name: string, status: number, waitMs: number) {
  const log = join(dir, "log");
  const note = (event: string) => `require("node:fs").appendFileSync(${JSON.stringify(log)}, "${event} ${name}\\n");`;
  const script = `${note("start")} setTimeout(() => { ${note("end")} process.exit(${status}); }, ${waitMs});`;
  return { command: process.execPath, args: ["-e", script] };
}

it("runs at most `atOnce` commands at a time, the next as one ends, and gives their exit codes in order", async () => {
  const print = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const statuses = await runCommandsTogether([step("a", 0, 1500), step("b", 3, 100), step("c", 0, 100)], 2);
  print.mockRestore();
  expect(statuses).toEqual([0, 3, 0]);
  const events = readFileSync(join(dir, "log"), "utf8").trim().split("\n");
  // c waits for a free lane: it starts only after b (the shorter of the two running) has ended.
  expect(events.indexOf("start c")).toBeGreaterThan(events.indexOf("end b"));
  expect(events.indexOf("start c")).toBeLessThan(events.indexOf("end a"));
  expect(events.slice(0, 2).sort()).toEqual(["start a", "start b"]);
});
