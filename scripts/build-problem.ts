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

/** The picture an UnreadablePicture's words name, read back from the build's output (the editor service's). */
export function unreadablePictureIn(buildSaid: string): string | undefined {
  return /^The picture (\/images\/\S+?)(?:,| cannot be read)/m.exec(buildSaid)?.[1];
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

  /** The same, naming the pages that show the picture, so the person knows where to replace it. */
  on(manifest: SiteManifest): string {
    const pages = manifest.routes
      .filter((route) => picturesIn(route).includes(this.picture))
      .map((route) => `“${pageName(route, manifest)}” (${route.path})`);
    const shared = picturesIn(manifest.site).includes(this.picture) ? ["every page (site settings)"] : [];
    return UnreadablePicture.words(this.picture, [...pages, ...shared], this.decoderSaid);
  }
}
