import { readManifest, reportText } from "./manifest/read-manifest.ts";

const report = readManifest();
const text = reportText(report);
if (report.errors.length) {
  console.error(text);
  process.exit(1);
}
if (text) console.warn(text);
console.log(`site.json is valid: ${report.manifest?.routes.length} pages.`);
