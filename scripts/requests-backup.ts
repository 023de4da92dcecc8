import { chmodSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "libsql";
import { editorDataDir } from "../editor/server/editor-data.ts";
import { requestsFileName } from "../editor/server/requests/request-database.ts";

/**
 * `npm run requests:backup -- FILE`: a copy of patients' requests while the service runs, consistent
 * to one moment (SQLite's VACUUM INTO reads one snapshot; requests arriving meanwhile wait a moment
 * and are in the next copy). The copy is readable by its owner only, like the database.
 */
const target = process.argv[2];
if (!target) {
  console.error("Name the file to write: npm run requests:backup -- /var/backups/clinic/requests-2026-11-28.db");
  process.exit(1);
}
const file = join(editorDataDir(), requestsFileName);
if (!existsSync(file)) {
  console.error(`There is no requests database at ${file} (EDITOR_DATA_DIR): nothing to back up yet.`);
  process.exit(1);
}
if (existsSync(resolve(target))) {
  console.error(`${resolve(target)} exists already: name a new file, so no backup is written over.`);
  process.exit(1);
}
const db = new Database(file, { readonly: true });
try {
  db.prepare("VACUUM INTO ?").run(resolve(target));
} finally {
  db.close();
}
chmodSync(resolve(target), 0o600);
console.log(`Wrote ${resolve(target)}: every request kept until now.`);
