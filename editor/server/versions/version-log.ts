/** A commit as `git log` tells it, with the files it changed, named from the repository's top folder. */
export interface LoggedCommit {
  commit: string;
  author: string;
  date: string;
  subject: string;
  body: string;
  files: string[];
}

const recordStart = "\u001e";
const fieldEnd = "\u001f";

/**
 * The `git log` arguments whose output `parseLog` reads. `-z` leaves file names as they are (no quotes
 * around unusual ones); `--full-diff` lists every file of a commit, not only those of the paths asked for.
 */
export const logFormat = [
  "-z",
  "--name-only",
  "--full-diff",
  `--format=${recordStart}%H%x1f%an%x1f%aI%x1f%s%x1f%b%x1f`,
];

export function parseLog(out: string): LoggedCommit[] {
  return out
    .split(recordStart)
    .filter(Boolean)
    .map((record) => {
      const [commit, author, date, subject, body = "", files = ""] = record.split(fieldEnd);
      return {
        commit,
        author,
        date,
        subject,
        body,
        // The names follow the message after a NUL and a line break, each ended by a NUL.
        files: files
          .split("\0")
          .map((file) => file.replace(/^\n/, ""))
          .filter(Boolean),
      };
    });
}

/**
 * Whether a commit is a version of the site rather than a change to the engine: it changed site.json or
 * a picture, and nothing outside the site's content (its site.json and public folder). `prefix` is the
 * site folder's place in the repository ("" or "sites/clinic/"); `manifestPath` is site.json's within it.
 */
export function isSiteVersion(files: string[], prefix: string, manifestPath: string): boolean {
  const inSite = files.map((file) => (file.startsWith(prefix) ? file.slice(prefix.length) : undefined));
  const isContent = (file: string | undefined) => file === manifestPath || file?.startsWith("public/") === true;
  const isVersioned = (file: string | undefined) =>
    file === manifestPath || file?.startsWith("public/images/") === true;
  return inSite.some(isVersioned) && inSite.every(isContent);
}
