import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { SiteManifest } from "../src/manifest/site-manifest.generated.ts";
import { pageName } from "../src/manifest/page-name.ts";
import { picturesIn } from "../src/manifest/strings-in.ts";

/**
 * Something about the site, not the code, that stops a build (a picture that cannot be read),
 * said in plain words for the person who can fix it: the build prints the message alone, no stack.
 */
export class BuildProblem extends Error {
  override name = "BuildProblem";
}

/**
 * A problem of the site's own as the build hands it to whoever ran it (the editor service), as data: the build
 * writes it to the file named by BUILD_PROBLEM_FILE, beside its words on stderr for a person at a terminal.
 */
export interface BuildProblemRecord {
  kind: "unreadable-picture";
  /** The picture, as site.json writes it: "/images/…". */
  picture: string;
  /** What the build said, in words. */
  message: string;
}

export function writeBuildProblem(file: string, record: BuildProblemRecord): void {
  writeFileSync(file, JSON.stringify(record));
}

/** The record a failed build wrote to `file`, if it wrote one (a crash or a bug writes none). */
export function readBuildProblem(file: string): BuildProblemRecord | undefined {
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildProblemRecord>;
  return record.kind === "unreadable-picture" &&
    typeof record.picture === "string" &&
    typeof record.message === "string"
    ? (record as BuildProblemRecord)
    : undefined;
}

/** A picture the build cannot decode: damaged, cut short by an upload, or not the format its name says. */
export class UnreadablePicture extends BuildProblem {
  constructor(
    readonly picture: string,
    readonly decoderSaid: string,
  ) {
    super(UnreadablePicture.words(picture, [], decoderSaid));
  }

  private static words(picture: string, where: string[], decoderSaid: string): string {
    const shown = where.length > 0 ? `, shown on ${where.join(", ")},` : "";
    return (
      `The picture ${picture}${shown} cannot be read: it may be damaged or only partly uploaded. Open it in a ` +
      "picture program, save it again as a JPEG, PNG or WebP, and upload it again (or choose another picture). " +
      `What the picture library said: ${decoderSaid}`
    );
  }

  /** The problem as data, its words naming the pages that show the picture. */
  record(manifest: SiteManifest): BuildProblemRecord {
    return { kind: "unreadable-picture", picture: this.picture, message: this.on(manifest) };
  }

  /** The same, naming the pages that show the picture, so the person knows where to replace it. */
  on(manifest: SiteManifest): string {
    const pages = manifest.routes
      .filter((route) => picturesIn(route).includes(this.picture))
      .map((route) => `“${pageName(route, manifest)}” (${route.path})`);
    const shared = picturesIn(manifest.site).includes(this.picture) ? ["every page (site settings)"] : [];
    return UnreadablePicture.words(this.picture, [...pages, ...shared], this.decoderSaid);
  }
}
