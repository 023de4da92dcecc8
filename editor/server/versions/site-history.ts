import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { cannotRestoreWhy } from "./restore-verdict.ts";
import { textsAt } from "./texts-at.ts";
import { isSiteVersion, logFormat, parseLog } from "./version-log.ts";
import type { Version } from "../../shared/contract.ts";

const execFileAsync = promisify(execFile);

export interface Person {
  name: string;
  /** Who approved this person's proposal, when it went live by an approval: named in the version. */
  approvedBy?: string;
}

// The last line of a version's message: the pages it changed, each address encoded, so none holds a space.
const pagesLine = "Pages: ";
// A trailer of a version published by approval: git's own way of naming one more person in a commit.
const approvedLine = "Approved-by: ";

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
 * The name git gives a file of this text (a blob), in the object format whose names have `length` hex digits:
 * comparing it with the committed file's name spares reading the file out of git (11 MB at 9,000 pages).
 */
export function gitBlobId(text: string, length: number): string | undefined {
  const algorithm = length === 40 ? "sha1" : length === 64 ? "sha256" : undefined;
  if (!algorithm) return undefined;
  const bytes = Buffer.from(text, "utf8");
  return createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/**
 * The site's versions, kept as git commits of site.json and the uploaded pictures it uses, in the
 * repository that holds the site folder. Each is authored by the person who published it.
 */
export class SiteHistory {
  private readonly manifestPath: string;
  private prefixAsked: Promise<string> | undefined;
  // A commit's site.json never changes, and this engine's schema not while it runs: each is judged once.
  private readonly cannotRestore = new Map<string, string | undefined>();

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
    // The one who approved a proposal is the one who put it in: its committer.
    const committer = person.approvedBy ?? person.name;
    const identity = {
      GIT_AUTHOR_NAME: person.name,
      GIT_AUTHOR_EMAIL: emailOf(person.name),
      GIT_COMMITTER_NAME: committer,
      GIT_COMMITTER_EMAIL: emailOf(committer),
    };
    const sameAsTitle = changes.length === 1 && changes[0] === title && removed.length === 0;
    const body = [
      ...(sameAsTitle ? [] : changes),
      ...(removed.length ? [removalLine(removed)] : []),
      ...(pages.length ? [pagesLine + pages.map((path) => encodeURI(path)).join(" ")] : []),
      ...(person.approvedBy ? [approvedLine + person.approvedBy] : []),
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

  /** Where the site folder stands in the repository: "" at its top, else "sites/clinic/" and the like. */
  private prefix(): Promise<string> {
    this.prefixAsked ??= this.git(["rev-parse", "--show-prefix"]).then((out) => out.trim());
    return this.prefixAsked;
  }

  /**
   * The site's versions, newest first, among the last `limit` commits that touched site.json or the
   * pictures: the engine's own commits (a change to its code that also touched site.json) are left out.
   * Each says whether this engine can put it back.
   */
  async list(limit = 200): Promise<Version[]> {
    const prefix = await this.prefix();
    const out = await this.git(["log", `-n${limit}`, ...logFormat, "--", this.manifestPath, "public/images"]);
    const commits = parseLog(out).filter(({ files }) => isSiteVersion(files, prefix, this.manifestPath));
    await this.judge(commits.map(({ commit }) => commit));
    return commits.map(({ commit, author, date, subject: title, body }) => {
      const lines = body.split("\n").filter((line) => line.trim());
      const pages = lines.find((line) => line.startsWith(pagesLine));
      const approved = lines.find((line) => line.startsWith(approvedLine));
      const changes = lines.filter((line) => line !== pages && line !== approved);
      const why = this.cannotRestore.get(commit);
      return {
        commit,
        author,
        date,
        title,
        changes: changes.length ? changes : [title],
        pages: pages ? pages.slice(pagesLine.length).split(" ").filter(Boolean).map(decodeURI) : [],
        ...(approved ? { approvedBy: approved.slice(approvedLine.length) } : {}),
        ...(why === undefined ? {} : { cannotRestore: why }),
      };
    });
  }

  /** Judges the versions not judged yet, reading all their site.json texts from git at once. */
  private async judge(commits: string[]): Promise<void> {
    const unjudged = commits.filter((commit) => !this.cannotRestore.has(commit));
    const prefix = await this.prefix();
    const texts = await textsAt(
      this.siteDir,
      unjudged.map((commit) => `${commit}:${prefix}${this.manifestPath}`),
    );
    unjudged.forEach((commit, index) => this.cannotRestore.set(commit, cannotRestoreWhy(texts[index])));
  }

  /** site.json as that version had it. */
  async textAt(commit: string): Promise<string> {
    if (!/^[0-9a-f]{7,64}$/.test(commit)) throw new Error(`"${commit}" is not a version.`);
    // A path after "commit:" is read from the repository's top, wherever the site folder is.
    return this.git(["show", `${commit}:${await this.prefix()}${this.manifestPath}`]);
  }

  /** Puts back the pictures a version uses that are no longer in the site folder. */
  async restorePictures(commit: string, pictures: string[]): Promise<void> {
    const missing = pictures
      .map((picture) => join("public", picture))
      .filter((file) => !existsSync(join(this.siteDir, file)));
    for (const file of missing) await this.git(["checkout", commit, "--", file]).catch(() => undefined);
  }

  /** Sends the versions to `remote` (EDITOR_PUSH_REMOTE: a host that builds from git). */
  async push(remote: string): Promise<void> {
    await this.git(["push", "--quiet", remote, "HEAD"]);
  }

  /**
   * site.json as the last version has it (HEAD), or undefined when no commit holds it yet. `likely`: the text
   * the caller expects it to be, returned without reading the file out of git when git names it the same.
   */
  async committedText(likely?: string): Promise<string | undefined> {
    const file = `HEAD:${await this.prefix()}${this.manifestPath}`;
    if (likely !== undefined) {
      const blob = await this.git(["rev-parse", "--verify", "--quiet", file]).catch(() => "");
      if (blob.trim() === gitBlobId(likely, blob.trim().length)) return likely;
    }
    return this.git(["show", file]).catch(() => undefined);
  }

  /**
   * Removes the lock files a git command killed with the editor service left, and says which (only
   * called at start, before any git command of the service runs). Git refuses to commit while one is there.
   */
  async clearStaleLocks(): Promise<string[]> {
    const gitDir = resolve(this.siteDir, (await this.git(["rev-parse", "--git-dir"])).trim());
    const branch = (await this.git(["symbolic-ref", "--quiet", "HEAD"]).catch(() => "")).trim();
    const locks = ["index.lock", "HEAD.lock", ...(branch ? [`${branch}.lock`] : [])].map((lock) => join(gitDir, lock));
    const stale = locks.filter((lock) => existsSync(lock));
    for (const lock of stale) rmSync(lock, { force: true });
    return stale;
  }
}
