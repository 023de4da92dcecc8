import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { currentSite, readManifest, reportText } from "./manifest/read-manifest.ts";
import { lineAndColumn, parseJsonSource, problemOffset } from "./manifest/json-source.ts";
import { describePlace } from "../editor/shared/describe-place.ts";
import type { JsonObject } from "../editor/shared/schema/json-value.ts";
import { coverageLine, translationCoverage } from "../src/language/translation-coverage.ts";
import { defaultText } from "../src/language/in-language.ts";

/*
 * `npm run validate` checks site.json; `npm run validate -- draft.json` checks a draft before it
 * replaces it. `npm run validate -- --translations gu` also lists every text not yet translated
 * into Gujarati, where it stands and what it says.
 */
const args = process.argv.slice(2);
const flag = args.indexOf("--translations");
const listed = flag >= 0 ? args[flag + 1] : undefined;
if (flag >= 0 && !listed) {
  console.error("Say which language to list: npm run validate -- --translations gu");
  process.exit(1);
}
const fileArgument = args.filter((_, index) => flag < 0 || (index !== flag && index !== flag + 1))[0];
const file = fileArgument ? resolve(fileArgument) : currentSite.manifestFile;
if (!existsSync(file)) {
  console.error(`There is no file ${file} to check.`);
  process.exit(1);
}

const report = await readManifest(file);
const text = reportText(report);
if (report.errors.length || !report.manifest) {
  console.error(text);
  process.exit(1);
}
if (text) console.warn(text);
const { manifest } = report;
console.log(`${report.file} is valid: ${manifest.routes.length} pages.`);
const coverage = translationCoverage(manifest);
for (const language of coverage) console.log(coverageLine(language));

if (listed) {
  const language = coverage.find((entry) => entry.language.code === listed);
  if (!language) {
    const others = coverage.map((entry) => entry.language.code).join(", ");
    console.error(`“${listed}” is not one of the site's other languages${others ? ` (${others})` : ""}.`);
    process.exit(1);
  }
  const source = parseJsonSource(report.file, readFileSync(file, "utf8"));
  const defaultCode = manifest.site.languages?.[0]?.code ?? "en";
  const name = relative(process.cwd(), file) || file;
  console.log(`\nNot yet in ${language.language.name} (${listed}):`);
  for (const untranslated of language.untranslated) {
    const { line, column } = lineAndColumn(source.text, problemOffset(source, { path: untranslated.path }));
    const words = defaultText(untranslated.value, defaultCode).replace(/\s+/g, " ");
    const quoted = words.length > 60 ? `${words.slice(0, 57)}…` : words;
    console.log(
      `${name}:${line}:${column}  ${describePlace(untranslated.path, manifest as unknown as JsonObject)}: “${quoted}”`,
    );
  }
}
