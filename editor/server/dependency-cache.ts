import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Vite's bundled dependencies, one folder per project folder. Vite re-bundles when the project
 * folder differs, so editors of two folders sharing node_modules (the site's `npm run dev`, a
 * test's copy of the project) would otherwise keep replacing each other's bundles.
 */
export function dependencyCache(root: string): string {
  return join(tmpdir(), `clinic-editor-vite-${createHash("sha256").update(root).digest("hex").slice(0, 16)}`);
}
