/**
 * The default language's words of a text in site.json read as unknown JSON: a plain string, or
 * the default language's entry of its translations. Undefined for anything else (the schema
 * reports that). References between parts of the site (opening hours by name, a form's preselected
 * choice) go by these words, which do not change with the language shown.
 */
export function writtenDefault(value: unknown, manifest: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const languages = (manifest as { site?: { languages?: { code?: unknown }[] } } | null)?.site?.languages;
  const code = Array.isArray(languages) && typeof languages[0]?.code === "string" ? languages[0].code : "en";
  const words = (value as Record<string, unknown>)[code];
  return typeof words === "string" ? words : undefined;
}
