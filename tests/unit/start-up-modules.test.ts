import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");
const folder = mkdtempSync(join(tmpdir(), "start-up-modules-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The packages of node_modules a fresh Node process resolves as it imports these modules of the project. */
function packagesLoadedBy(modules: string[]): Set<string> {
  const file = join(folder, `${modules.length}-${Math.random().toString(36).slice(2)}.txt`);
  const imports = modules.map((module) => `await import(${JSON.stringify(`./${module}`)});`).join(" ");
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./tests/unit/support/record-loaded-modules.mjs",
      "--input-type=module",
      "-e",
      imports,
    ],
    { cwd: projectRoot, env: { ...process.env, LOADED_MODULES_FILE: file }, stdio: "pipe" },
  );
  const packages = readFileSync(file, "utf8")
    .split("\n")
    .map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
    .filter((name): name is string => name !== undefined);
  return new Set(packages);
}

// Every build, every publish and every start of the editor starts a process: what it loads and never uses is
// paid each time (Vite and the icon library were two thirds of the editor service's start, some 2 CPU-seconds).
// They are loaded when an engine bundle or the editor page is made, once for each version of the code.
const onlyToMakeBundles = ["vite", "@vitejs/plugin-react", "rolldown", "react-icons"];

describe("what a process loads as it starts", () => {
  it.each([
    ["the editor service", ["editor/server/service/editor-service.ts"]],
    ["the local editor", ["editor/server/editor-server.ts"]],
    [
      "a build's making of pages from the engine's bundles",
      ["scripts/incremental/engine-bundles.ts", "scripts/prerender/prerender.ts"],
    ],
  ])("%s loads no bundler and no icon library", (_name, modules) => {
    const loaded = packagesLoadedBy(modules);
    // The recording itself works: the project's own dependencies of these modules are there.
    expect(loaded.has("sharp")).toBe(true);
    expect(onlyToMakeBundles.filter((name) => loaded.has(name))).toEqual([]);
  });
});
