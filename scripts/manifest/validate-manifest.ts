import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { formatPath, lineAndColumn, parseJsonSource, problemOffset, type JsonSource } from "./json-source.ts";
import type { ManifestProblem } from "./problem.ts";
import { duplicateKeyProblems } from "./duplicate-keys.ts";
import { pictureProblems } from "./picture-problems.ts";
import { appointmentProblems } from "./appointment-problems.ts";
import { contactLineProblems } from "./contact-line-problems.ts";
import { hoursProblems } from "./hours-problems.ts";
import { noticeProblemsOf } from "./notice-problems.ts";
import { referenceProblems } from "./reference-problems.ts";
import { richTextProblems } from "./rich-text-problems.ts";
import { schemaProblems } from "./schema-problems.ts";
import { translationProblems } from "./translation-problems.ts";
import { endedProblems } from "./ended-problems.ts";
import type { LocalMoment } from "../../src/dates/local-moment.ts";

export interface ManifestReport {
  /** The file as named in the messages. */
  file: string;
  /** Present only when there are no errors. */
  manifest?: SiteManifest;
  errors: string[];
  warnings: string[];
  /** What has ended (holiday hours, notices): visitors no longer see it. */
  notes: string[];
}

function blockTypeAt(source: JsonSource, path: ManifestProblem["path"]): string | undefined {
  if (path[0] !== "routes" || path[2] !== "blocks" || typeof path[3] !== "number") return undefined;
  const routes = (source.value as { routes?: { blocks?: { type?: unknown }[] }[] }).routes;
  const type = routes?.[path[1] as number]?.blocks?.[path[3]]?.type;
  return typeof type === "string" ? type : undefined;
}

export interface ValidationOptions {
  /** Where the pictures are: each one site.json names is opened too. */
  publicDir?: string;
  /** The moment on the clinic's clock what has ended is judged at: now when not given. */
  moment?: LocalMoment;
}

/** A problem with everything a reader needs to find it: file position, data path, and the printed line. */
export interface LocatedProblem {
  severity: ManifestProblem["severity"];
  path: ManifestProblem["path"];
  pathText: string;
  blockType?: string;
  message: string;
  hint?: string;
  line: number;
  column: number;
  /**
   * What `npm run validate` prints for it: `site.json:12:7  routes[3].blocks[2] (cardGrid): message`, then the
   * hint indented below.
   */
  text: string;
}

export function locateProblem(source: JsonSource, problem: ManifestProblem): LocatedProblem {
  const offset = problemOffset(source, problem);
  const { line, column } = lineAndColumn(source.text, offset);
  const pathText = formatPath(problem.path);
  const blockType = blockTypeAt(source, problem.path);
  const where = `${pathText || "(top level)"}${blockType ? ` (${blockType})` : ""}`;
  const head = `${source.file}:${line}:${column}  ${where}: ${problem.message}`;
  const text = problem.hint ? `${head}\n    hint: ${problem.hint}` : head;
  return {
    severity: problem.severity,
    path: problem.path,
    pathText,
    blockType,
    message: problem.message,
    hint: problem.hint,
    line,
    column,
    text,
  };
}

function byPosition(source: JsonSource) {
  return (a: ManifestProblem, b: ManifestProblem) => problemOffset(source, a) - problemOffset(source, b);
}

/**
 * Every problem of a manifest text, errors and warnings, in the order they stand in the file. With
 * `publicDir`, every picture it names is opened too, which is why this waits.
 */
export async function locatedProblems(
  file: string,
  text: string,
  options: ValidationOptions = {},
): Promise<{ source: JsonSource; problems: LocatedProblem[] }> {
  const source = parseJsonSource(file, text);
  if (source.syntaxErrors.length > 0) {
    const problems = source.syntaxErrors.map(({ offset, message }): LocatedProblem => {
      const { line, column } = lineAndColumn(text, offset);
      return {
        severity: "error",
        path: [],
        pathText: "",
        message,
        line,
        column,
        text: `${file}:${line}:${column}  ${message}`,
      };
    });
    return { source, problems };
  }
  const problems = [
    ...duplicateKeyProblems(source),
    ...schemaProblems(source),
    ...translationProblems(source),
    ...richTextProblems(source.value),
    ...referenceProblems(source.value),
    ...appointmentProblems(source.value),
    ...hoursProblems(source.value),
    ...noticeProblemsOf(source.value),
    ...contactLineProblems(source.value),
    ...(options.publicDir ? await pictureProblems(source.value, options.publicDir) : []),
    ...endedProblems(source.value, options.moment),
  ];
  problems.sort(byPosition(source));
  return { source, problems: problems.map((problem) => locateProblem(source, problem)) };
}

export async function validateManifest(
  file: string,
  text: string,
  options: ValidationOptions = {},
): Promise<ManifestReport> {
  const { source, problems } = await locatedProblems(file, text, options);
  const textsOf = (severity: LocatedProblem["severity"]) =>
    problems.filter((p) => p.severity === severity).map((p) => p.text);
  const errors = textsOf("error");
  const manifest = errors.length === 0 ? (source.value as SiteManifest) : undefined;
  return { file, manifest, errors, warnings: textsOf("warning"), notes: textsOf("information") };
}
