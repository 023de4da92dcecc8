import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { formatPath, lineAndColumn, nodeAt, parseJsonSource, type JsonSource } from "./json-source.ts";
import type { ManifestProblem } from "./problem.ts";
import { appointmentProblems } from "./appointment-problems.ts";
import { referenceProblems } from "./reference-problems.ts";
import { schemaProblems } from "./schema-problems.ts";

export interface ManifestReport {
  /** The file as named in the messages. */
  file: string;
  /** Present only when there are no errors. */
  manifest?: SiteManifest;
  errors: string[];
  warnings: string[];
}

function blockTypeAt(source: JsonSource, path: ManifestProblem["path"]): string | undefined {
  if (path[0] !== "routes" || path[2] !== "blocks" || typeof path[3] !== "number") return undefined;
  const routes = (source.value as { routes?: { blocks?: { type?: unknown }[] }[] }).routes;
  const type = routes?.[path[1] as number]?.blocks?.[path[3]]?.type;
  return typeof type === "string" ? type : undefined;
}

/** `site.json:12:7  routes[3].blocks[2] (cardGrid): message`, then the hint indented below. */
export function formatProblem(source: JsonSource, problem: ManifestProblem): string {
  const offset = problem.offset ?? nodeAt(source, problem.path)?.offset ?? 0;
  const { line, column } = lineAndColumn(source.text, offset);
  const where = formatPath(problem.path) || "(top level)";
  const blockType = blockTypeAt(source, problem.path);
  const head = `${source.file}:${line}:${column}  ${where}${blockType ? ` (${blockType})` : ""}: ${problem.message}`;
  return problem.hint ? `${head}\n    hint: ${problem.hint}` : head;
}

function byPosition(source: JsonSource) {
  return (a: ManifestProblem, b: ManifestProblem) =>
    (a.offset ?? nodeAt(source, a.path)?.offset ?? 0) - (b.offset ?? nodeAt(source, b.path)?.offset ?? 0);
}

export function validateManifest(file: string, text: string, options: { publicDir?: string } = {}): ManifestReport {
  const source = parseJsonSource(file, text);
  if (source.syntaxErrors.length > 0) {
    return {
      file,
      errors: source.syntaxErrors.map(({ offset, message }) => {
        const { line, column } = lineAndColumn(text, offset);
        return `${file}:${line}:${column}  ${message}`;
      }),
      warnings: [],
    };
  }
  const problems = [...schemaProblems(source), ...referenceProblems(source.value, options), ...appointmentProblems(source.value)];
  problems.sort(byPosition(source));
  const errors = problems.filter((p) => p.severity === "error").map((p) => formatProblem(source, p));
  const warnings = problems.filter((p) => p.severity === "warning").map((p) => formatProblem(source, p));
  return { file, manifest: errors.length === 0 ? (source.value as SiteManifest) : undefined, errors, warnings };
}
