import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sampleManifestText } from "../fixtures/sample-site.ts";
import { runScript } from "../support/project-command.ts";
import { copySite } from "../support/site-copy.ts";

const good = sampleManifestText();
const broken = good.replace('"type": "pageBanner"', '"type": "pageBaner"');
const brokenLine = good.slice(0, good.indexOf('"type": "pageBanner"')).split("\n").length;

describe("a broken site.json", () => {
  it.each(["scripts/validate.ts", "scripts/build.ts"])(
    "makes %s fail with the error's line and column",
    (script) => {
      const site = copySite({ label: "broken" });
      site.writeManifestText(broken);
      const { status, stderr } = runScript(script, { site, env: { OUT_DIR: join(site.dir, "dist") } });
      site.remove();
      expect(status).toBe(1);
      expect(stderr).toMatch(
        new RegExp(
          `site\\.json:${brokenLine}:\\d+ {2}routes\\[\\d+\\]\\.blocks\\[0\\]\\.type \\(pageBaner\\): ` +
            'Unknown block type "pageBaner"\\.',
        ),
      );
      expect(stderr).toContain('Did you mean "pageBanner"?');
    },
    60_000,
  );
});

describe("npm run validate with a file name", () => {
  const validateDraft = (text: string) => {
    const site = copySite({ label: "draft" });
    const draft = join(site.dir, "draft.json");
    writeFileSync(draft, text);
    const result = runScript("scripts/validate.ts", { site, args: [draft] });
    site.remove();
    return result;
  };

  it("checks that draft instead of site.json and names it in each error", () => {
    const result = validateDraft(broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/error\(s\) in .*draft\.json:/);
    expect(result.stderr).toMatch(
      new RegExp(`draft\\.json:${brokenLine}:\\d+ {2}routes\\[\\d+\\]\\.blocks\\[0\\]\\.type \\(pageBaner\\)`),
    );
  }, 60_000);

  it("passes a good draft and says which file it checked", () => {
    const result = validateDraft(good);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/draft\.json is valid: \d+ pages\./);
  }, 60_000);

  it("says so when the file does not exist", () => {
    const result = runScript("scripts/validate.ts", { args: ["no-such-draft.json"] });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("There is no file");
  }, 60_000);
});
