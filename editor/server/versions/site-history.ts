import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** A published version of the site: a commit that changed site.json. */
export interface Version {
  commit: string;
  author: string;
  date: string;
  title: string;
  changes: string[];
  /** Addresses of the pages it changed or added (none for versions recorded before they were kept). */
  pages: string[];
}

export interface Person {
  name: string;
}

const fieldEnd = "\u001f";
// The last line of a version's message: the pages it changed, each address encoded, so none holds a space.
const pagesLine = "Pages: ";
const recordEnd = "\u001e";

/** The line of a version's message that names the pictures removed with it, a few by name. */
function removalLine(files: string[]): string {
  const names = files.map((file) => file.replace(/^public\/images\//, ""));
  const more = names.length > 5 ? ` and ${names.length - 5} more` : "";
  return `Pictures no page used, removed from the folder: ${names.slice(0, 5).join(", ")}${more}`;
}

/** An address git accepts for a person who has only a name here (`.invalid` can never be delivered to). */
function emailOf(name: string): string {
  const local = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "")
    .toLowerCase();
  return `${local || "staff"}@editor.invalid`;
}

/**
 * The site's versions, kept as git commits of site.json and the uploaded pictures it uses, in the
 * repository that holds the site folder. Each is authored by the person who published it.
 */
export class SiteHistory {
  private readonly manifestPath: string;

  constructor(
    private readonly siteDir: string,
    manifestFile = join(siteDir, "site.json"),
  ) {
    this.manifestPath = relative(siteDir, manifestFile);
  }

  private async git(args: string[], env: Record<string, string> = {}): Promise<string> {
    const { stdout } = await execFileAsync("git", args, {
      cwd: this.siteDir,
      env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: "0" },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  }

  async isRepository(): Promise<boolean> {
    return this.git(["rev-parse", "--is-inside-work-tree"]).then(
      (out) => out.trim() === "true",
      () => false,
    );
  }

  /** Commits site.json and `pictures` (site paths such as /images/uploads/a.jpg) as `person`. */
  async record(
    person: Person,
    { title, changes, pictures, pages }: { title: string; changes: string[]; pictures: string[]; pages: string[] },
  ): Promise<string> {
    const files = [
      this.manifestPath,
      ...pictures.map((picture) => join("public", picture)).filter((file) => existsSync(join(this.siteDir, file))),
    ];
    await this.git(["add", "--", ...files]);
    const removed = await this.removedPictures();
    const email = emailOf(person.name);
    const identity = {
      GIT_AUTHOR_NAME: person.name,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: person.name,
      GIT_COMMITTER_EMAIL: email,
    };
    const sameAsTitle = changes.length === 1 && changes[0] === title && removed.length === 0;
    const body = [
      ...(sameAsTitle ? [] : changes),
      ...(removed.length ? [removalLine(removed)] : []),
      ...(pages.length ? [pagesLine + pages.map((path) => encodeURI(path)).join(" ")] : []),
    ];
    const message = body.length === 0 ? `${title}\n` : `${title}\n\n${body.join("\n")}\n`;
    await this.git(["commit", "--quiet", "--no-verify", "-m", message, "--", ...files, ...removed], identity);
    return (await this.git(["rev-parse", "HEAD"])).trim();
  }

  /**
   * Marks pictures just removed from the folder (site paths) as removed in git too, so that the next
   * version records it. Until then the earlier versions still hold them: a restore takes them from there.
   */
  async forgetPictures(pictures: string[]): Promise<void> {
    if (pictures.length === 0) return;
    const files = pictures.map((picture) => join("public", picture));
    await this.git(["rm", "--cached", "--quiet", "--ignore-unmatch", "--", ...files]);
  }

  /** Pictures marked removed (by forgetPictures) and still absent: a picture uploaded again under its name is not. */
  private async removedPictures(): Promise<string[]> {
    const out = await this.git([
      "diff",
      "--cached",
      "--name-only",
      "--diff-filter=D",
      "--relative",
      "-z",
      "--",
      "public/images",
    ]);
    return out.split("\0").filter((file) => file && !existsSync(join(this.siteDir, file)));
  }

  /** The versions that changed site.json, newest first. */
  async list(limit = 200): Promise<Version[]> {
    const format = ["%H", "%an", "%aI", "%s", "%b"].join(fieldEnd) + recordEnd;
    const out = await this.git(["log", `-n${limit}`, `--format=${format}`, "--", this.manifestPath]);
    return out
      .split(recordEnd)
      .map((record) => record.replace(/^\n/, ""))
      .filter(Boolean)
      .map((record) => {
        const [commit, author, date, title, body = ""] = record.split(fieldEnd);
        const lines = body.split("\n").filter((line) => line.trim());
        const pages = lines.find((line) => line.startsWith(pagesLine));
        const changes = lines.filter((line) => line !== pages);
        return {
          commit,
          author,
          date,
          title,
          changes: changes.length ? changes : [title],
          pages: pages ? pages.slice(pagesLine.length).split(" ").filter(Boolean).map(decodeURI) : [],
        };
      });
  }

  /** site.json as that version had it. */
  textAt(commit: string): Promise<string> {
    if (!/^[0-9a-f]{7,64}$/.test(commit)) return Promise.reject(new Error(`"${commit}" is not a version.`));
    return this.git(["show", `${commit}:${this.manifestPath}`]);
  }

  /** Puts back the pictures a version uses that are no longer in the site folder. */
  async restorePictures(commit: string, pictures: string[]): Promise<void> {
    const missing = pictures
      .map((picture) => join("public", picture))
      .filter((file) => !existsSync(join(this.siteDir, file)));
    for (const file of missing) await this.git(["checkout", commit, "--", file]).catch(() => undefined);
  }

  /** Sends the new version to the configured remote, if there is one (a host that builds from git). */
  async pushIfRemote(): Promise<string | undefined> {
    const remote = (await this.git(["remote"])).split("\n")[0]?.trim();
    if (!remote) return undefined;
    await this.git(["push", "--quiet", remote, "HEAD"]);
    return remote;
  }
}
