import { parseJsonSource, problemOffset } from "../../../scripts/manifest/json-source.ts";
import { schemaProblems, schemaValidator } from "../../../scripts/manifest/schema-problems.ts";
import { locateProblem, type LocatedProblem } from "../../../scripts/manifest/validate-manifest.ts";
import { humanize } from "../../shared/schema/humanize.ts";
import { isJsonObject, type JsonObject } from "../../shared/schema/json-value.ts";
import { describePlace } from "../../shared/describe-place.ts";

/** A schema finding as someone who never saw the schema reads it: where, and what is missing or unknown there. */
function inWords(problem: LocatedProblem, manifest: JsonObject): string {
  const placeOf = (path: LocatedProblem["path"]) => describePlace(path, manifest);
  const missing = /^Missing required property "(.+)"\.$/.exec(problem.message);
  if (missing) return `${placeOf(problem.path)} has no “${humanize(missing[1])}”, which this editor needs`;
  // The finding stands at the unknown property itself; the sentence names the place that holds it.
  const unknown = /^Unknown property "(.+)"\.$/.exec(problem.message);
  if (unknown)
    return `${placeOf(problem.path.slice(0, -1))} has “${humanize(unknown[1])}”, which this editor does not know`;
  return `${placeOf(problem.path)}: ${problem.message.replace(/\.$/, "")}`;
}

/**
 * Why this engine cannot publish a version's site.json again, in words, or undefined when it can. Only the
 * schema is asked (about a millisecond a version): it is what changes as the engine changes, and whatever
 * else a restore meets (a picture, a link) the publish it goes through explains in its own words.
 */
export function cannotRestoreWhy(text: string | undefined): string | undefined {
  if (text === undefined) return "This version has no site.json, so there is no text of the site to put back.";
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "This version's site.json is not complete (it cannot be read as JSON), so this editor cannot put it back.";
  }
  if (schemaValidator()(value)) return undefined;
  // Only now the slower reading that knows where each value stands, to name the first difference.
  const source = parseJsonSource("site.json", text);
  const lead = "This version was written for an older form of the site's data, so this editor cannot put it back";
  const problems = schemaProblems(source).sort((a, b) => problemOffset(source, a) - problemOffset(source, b));
  if (problems.length === 0 || !isJsonObject(source.value)) return `${lead}.`;
  const others = problems.length - 1;
  const more = others > 0 ? ` (and ${others} more difference${others === 1 ? "" : "s"})` : "";
  return `${lead}: ${inWords(locateProblem(source, problems[0]), source.value)}${more}.`;
}
