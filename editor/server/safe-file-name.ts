/**
 * A lowercase name that is safe on every system and in a URL: the original name's words, without
 * accents, joined by hyphens; never a path. "Dr. Mehta's Clinic (1).JPG" -> "dr-mehta-s-clinic-1".
 */
export function safeStem(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  const withoutExtension = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
  const stem = withoutExtension
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return stem || "picture";
}
