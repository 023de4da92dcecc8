import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { LiveSite } from "../../../../editor/server/live/live-site.ts";

export const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });

/** A small picture of one colour, as a JPEG's bytes. */
export const pictureBytes = (red: number) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/** A site folder holding `manifest` and its banner picture, committed as the clinic's first version. */
export async function siteInGit(prefix: string, manifest: unknown): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, "public/images/uploads"), { recursive: true });
  writeFileSync(join(dir, "public/images/banner.jpg"), await pictureBytes(10));
  writeFileSync(join(dir, "site.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "-c", "user.name=Setup", "-c", "user.email=setup@example.invalid", "commit", "-qm", "Start");
  return dir;
}

/** The live website left out (its build is tested on its own): each build is done at once, as `dir`. */
export function instantLiveSite(dir: string): LiveSite {
  const live = {
    build: async () => dir,
    switchTo: () => undefined,
    prune: () => undefined,
    removeDropped: async () => undefined,
    discard: () => undefined,
  };
  return live as unknown as LiveSite;
}
