import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "../support/reused-page.ts";
import { runScript, startScript } from "../support/project-command.ts";
import { scratchProject, type ScratchProject } from "../support/scratch-project.ts";
import { copySite } from "../support/site-copy.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";

/*
 * CONTRIBUTING.md says a new block type is its definition in the schema, its folder and its line in
 * the registry. Here a small one, "quote", is added to a scratch copy of the engine through those three
 * places alone; a site with it then builds, and the editor draws it.
 */

const quoteText = "Small steps, taken every day, carry you further than one big leap.";

function addQuoteBlock(project: ScratchProject) {
  const at = (...path: string[]) => join(project.dir, ...path);

  // 1. The schema, then its types (`npm run types`).
  const schema = JSON.parse(readFileSync(at("schema/site.schema.json"), "utf8"));
  schema.definitions.quoteBlock = {
    title: "QuoteBlock",
    type: "object",
    description: "A short saying, large and centred.",
    additionalProperties: false,
    required: ["type", "text"],
    properties: {
      type: { const: "quote", description: 'Which kind of block this is: "quote".' },
      text: { $ref: "#/definitions/text", description: "The saying, e.g. Small steps, every day." },
    },
  };
  schema.definitions.block.oneOf.push({ $ref: "#/definitions/quoteBlock" });
  writeFileSync(at("schema/site.schema.json"), `${JSON.stringify(schema, null, 2)}\n`);
  const types = runScript("scripts/generate-types.ts", { cwd: project.dir });
  expect(types.status, types.stderr).toBe(0);

  // 2. Its folder: component, stylesheet, descriptor.
  mkdirSync(at("src/blocks/quote"));
  writeFileSync(
    at("src/blocks/quote/QuoteBlock.tsx"),
    `import type { BlockOf } from "../block-types.ts";
import { Text } from "../../text/Text.tsx";

export function QuoteBlock({ block }: { block: BlockOf<"quote"> }) {
  return (
    <section className="section quote">
      <div className="container">
        <blockquote className="quote__text">
          <Text value={block.text} />
        </blockquote>
      </div>
    </section>
  );
}
`,
  );
  writeFileSync(at("src/blocks/quote/quote.css"), ".quote__text {\n  font-style: italic;\n  text-align: center;\n}\n");
  writeFileSync(
    at("src/blocks/quote/block.ts"),
    `import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./QuoteBlock.tsx").then((module) => module.QuoteBlock);

export const quote: BlockDescriptor<"quote"> = { type: "quote", code };
`,
  );

  // 3. Its line in the registry (with its import).
  const registry = readFileSync(at("src/blocks/registry.ts"), "utf8")
    .replace(/^(import \{ timings \} from .*)$/m, '$1\nimport { quote } from "./quote/block.ts";')
    .replace(/^(\s+doctorProfile,\n)(\};)/m, "$1  quote,\n$2");
  expect(registry).toContain("  quote,\n};");
  writeFileSync(at("src/blocks/registry.ts"), registry);
}

test("a block type added in the schema, its folder and the registry builds on a page and shows in the editor", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const project = scratchProject("new-block");
  const manifest = sampleManifest();
  manifest.routes.push({
    path: "/saying",
    title: "A saying",
    description: "A saying of the week, to try the quote block.",
    heading: "A saying",
    blocks: [{ type: "quote", text: quoteText } as never],
  });
  const site = copySite({ manifest, label: "new-block" });
  const outDir = join(project.dir, "dist");
  try {
    addQuoteBlock(project);

    const build = runScript("scripts/build.ts", {
      cwd: project.dir,
      site,
      args: ["--at", "2026-10-30T10:00"],
      env: { OUT_DIR: outDir },
    });
    expect(build.status, build.stderr).toBe(0);
    const html = readFileSync(join(outDir, "saying/index.html"), "utf8");
    expect(html).toContain(`<blockquote class="quote__text">${quoteText}</blockquote>`);
    expect(html).toMatch(/<style>[^<]*\.quote__text\{[^<]*font-style:italic/);
    // Drawn as HTML alone: a page of static blocks loads no script.
    expect(html).not.toContain('<script type="module"');

    const editor = await startScript("scripts/edit.ts", {
      cwd: project.dir,
      env: { SITE_DIR: site.dir, PORT: "0" },
      ready: /Editor running at (http:\/\/localhost:(\d+)\/)/,
      timeoutMs: 120_000,
    });
    try {
      await page.goto(new URL("edit/saying", editor.ready[1]).href);
      const quote = page.frameLocator("#preview-frame").locator("blockquote.quote__text");
      await expect(quote).toHaveText(quoteText, { timeout: 60_000 });
      await expect(quote).toHaveCSS("font-style", "italic");
    } finally {
      await editor.stop();
    }
  } finally {
    site.remove();
    project.remove();
  }
});
