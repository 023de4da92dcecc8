import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repo = resolve(".");

/** Runs a project command from a folder whose site.json has a misspelt block type. */
function runOnBrokenManifest(script: string) {
  const folder = mkdtempSync(join(tmpdir(), "broken-site-"));
  const good = readFileSync("site.json", "utf8");
  writeFileSync(join(folder, "site.json"), good.replace('"type": "pageBanner"', '"type": "pageBaner"'));
  symlinkSync(join(repo, "public"), join(folder, "public"));
  const result = spawnSync(process.execPath, [join(repo, "node_modules/tsx/dist/cli.mjs"), join(repo, script)], { cwd: folder, encoding: "utf8" });
  const line = good.slice(0, good.indexOf('"type": "pageBanner"')).split("\n").length;
  return { ...result, line };
}

describe("a broken site.json", () => {
  it.each(["scripts/validate.ts", "scripts/build.ts"])("makes %s fail with the error's line and column", (script) => {
    const { status, stderr, line } = runOnBrokenManifest(script);
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`site\\.json:${line}:\\d+ {2}routes\\[\\d+\\]\\.blocks\\[0\\]\\.type \\(pageBaner\\): Unknown block type "pageBaner"\\.`));
    expect(stderr).toContain('Did you mean "pageBanner"?');
  }, 60_000);
});

describe("npm run validate with a file name", () => {
  const validate = (cwd: string, file: string) =>
    spawnSync(process.execPath, [join(repo, "node_modules/tsx/dist/cli.mjs"), join(repo, "scripts/validate.ts"), file], { cwd, encoding: "utf8" });

  it("checks that draft instead of site.json and names it in each error", () => {
    const folder = mkdtempSync(join(tmpdir(), "draft-"));
    const good = readFileSync("site.json", "utf8");
    writeFileSync(join(folder, "draft.json"), good.replace('"type": "pageBanner"', '"type": "pageBaner"'));
    const line = good.slice(0, good.indexOf('"type": "pageBanner"')).split("\n").length;
    const result = validate(repo, join(folder, "draft.json"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/error\(s\) in .*draft\.json:/);
    expect(result.stderr).toMatch(new RegExp(`draft\\.json:${line}:\\d+ {2}routes\\[\\d+\\]\\.blocks\\[0\\]\\.type \\(pageBaner\\)`));
  }, 60_000);

  it("passes a good draft and says which file it checked", () => {
    const folder = mkdtempSync(join(tmpdir(), "draft-"));
    writeFileSync(join(folder, "draft.json"), readFileSync("site.json", "utf8"));
    const result = validate(repo, join(folder, "draft.json"));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/draft\.json is valid: \d+ pages\./);
  }, 60_000);

  it("says so when the file does not exist", () => {
    const result = validate(repo, "no-such-draft.json");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("There is no file");
  }, 60_000);
});
