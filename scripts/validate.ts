import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { currentSite, readManifest, reportText } from "./manifest/read-manifest.ts";

/** `npm run validate` checks site.json; `npm run validate -- draft.json` checks a draft before it replaces it. */
const file = process.argv[2] ? resolve(process.argv[2]) : currentSite.manifestFile;
if (!existsSync(file)) {
  console.error(`There is no file ${file} to check.`);
  process.exit(1);
}

const report = await readManifest(file);
const text = reportText(report);
if (report.errors.length) {
  console.error(text);
  process.exit(1);
}
if (text) console.warn(text);
console.log(`${report.file} is valid: ${report.manifest?.routes.length} pages.`);
