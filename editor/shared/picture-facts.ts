/** A file size as people read it: "850 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / (1000 * 1000)).toFixed(1)} MB`;
}

/** The day a picture was added, in the reader's own way of writing dates. */
export function addedOn(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? "" : `Added ${date.toLocaleDateString(undefined, { dateStyle: "medium" })}`;
}

/** The question asked before removing: names one picture, counts several. */
export function removalQuestion(paths: string[]): string {
  if (paths.length === 1) return `Remove “${shortName(paths[0])}”? No page uses it.`;
  return `Remove ${paths.length} pictures? No page uses them.`;
}

/** A picture's name below the picture folder, as the chooser shows it: "uploads/knee.jpg". */
export function shortName(path: string): string {
  return path.replace(/^\/images\//, "");
}
