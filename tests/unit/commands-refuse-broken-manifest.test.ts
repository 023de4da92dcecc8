import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleManifestText } from "../fixtures/sample-site.ts";
import { copySite, type SiteCopy } from "../support/site-copy.ts";
import { runScriptAsync, type ScriptResult } from "./support/run-script-async.ts";

const good = sampleManifestText();
const broken = good.replace('"type": "pageBanner"', '"type": "pageBaner"');
const brokenLine = good.slice(0, good.indexOf('"type": "pageBanner"')).split("\n").length;

let site: SiteCopy;
let said: Record<"scripts/validate.ts" | "scripts/build.ts" | "brokenDraft" | "goodDraft" | "noDraft", ScriptResult>;

// Every command of this file runs at once, on one copy of the site whose own site.json is broken (a draft's
// check then passes only if it reads the draft alone); each test reads what its command said.
beforeAll(async () => {
  site = copySite({ label: "broken" });
  site.writeManifestText(broken);
  const draft = (folder: string, text: string) => {
    const file = join(site.dir, folder, "draft.json");
    mkdirSync(join(site.dir, folder));
    writeFileSync(file, text);
    return file;
  };
  const validateDraft = (file: string) => runScriptAsync("scripts/validate.ts", { site, args: [file] });
  const [validate, build, brokenDraft, goodDraft, noDraft] = await Promise.all([
    runScriptAsync("scripts/validate.ts", { site, env: { OUT_DIR: join(site.dir, "dist") } }),
    runScriptAsync("scripts/build.ts", { site, env: { OUT_DIR: join(site.dir, "dist") } }),
    validateDraft(draft("broken", broken)),
    validateDraft(draft("good", good)),
    runScriptAsync("scripts/validate.ts", { args: ["no-such-draft.json"] }),
  ]);
  said = { "scripts/validate.ts": validate, "scripts/build.ts": build, brokenDraft, goodDraft, noDraft };
}, 120_000);

afterAll(() => site.remove());

describe("a broken site.json", () => {
  it.each(["scripts/validate.ts", "scripts/build.ts"] as const)(
    "makes %s fail with the error's line and column",
    (script) => {
      const { status, stderr } = said[script];
      expect(status).toBe(1);
      expect(stderr).toMatch(
        new RegExp(
          `site\\.json:${brokenLine}:\\d+ {2}routes\\[\\d+\\]\\.blocks\\[0\\]\\.type \\(pageBaner\\): ` +
            'Unknown block type "pageBaner"\\.',
        ),
      );
      expect(stderr).toContain('Did you mean "pageBanner"?');
    },
  );
});

describe("npm run validate with a file name", () => {
  it("checks that draft instead of site.json and names it in each error", () => {
    const result = said.brokenDraft;
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/error\(s\) in .*draft\.json:/);
    expect(result.stderr).toMatch(
      new RegExp(`draft\\.json:${brokenLine}:\\d+ {2}routes\\[\\d+\\]\\.blocks\\[0\\]\\.type \\(pageBaner\\)`),
    );
  });

  it("passes a good draft and says which file it checked", () => {
    const result = said.goodDraft;
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/draft\.json is valid: \d+ pages\./);
  });

  it("says so when the file does not exist", () => {
    const result = said.noDraft;
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("There is no file");
  });
});
