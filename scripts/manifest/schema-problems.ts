import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import schema from "../../schema/site.schema.json" with { type: "json" };
import { linkKind } from "../../src/manifest/link-kind.ts";
import { closestWord } from "./closest-word.ts";
import { keyOffset, pointerToPath } from "./json-source.ts";
import type { JsonSource } from "./json-source.ts";
import type { ManifestProblem } from "./problem.ts";

// ajv-formats ships CommonJS; under ESM interop its function sits on .default.
const addFormats = addFormatsModule as unknown as { default?: typeof addFormatsModule } & typeof addFormatsModule;

type SchemaNode = { properties?: Record<string, unknown>; errorMessage?: string; enum?: unknown[] };

export const blockTypes: string[] = schema.definitions.block.oneOf.map((branch) => {
  const name = branch.$ref.split("/").pop() as keyof typeof schema.definitions;
  const definition = schema.definitions[name] as { properties: { type: { const: string } } };
  return definition.properties.type.const;
});

function createValidator() {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true });
  (addFormats.default ?? addFormats)(ajv, ["email"]);
  // Editors' schema-aware tools read this custom keyword too; ajv only needs to tolerate it.
  ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" });
  // The type generator's: a text is a string or its translations, which if/then/else cannot tell it.
  ajv.addKeyword({ keyword: "tsType", schemaType: "string" });
  return ajv.compile(schema);
}

let compiled: ValidateFunction | undefined;

/**
 * The schema's validator, with every error, as the build runs it. Compiled at its first use, not as the module
 * loads: half a CPU-second that a publish's build, whose site.json the editor has just checked, never needs.
 */
export function schemaValidator(): ValidateFunction {
  compiled ??= createValidator();
  return compiled;
}

const kindOfType: Record<string, string> = {
  string: "text (in double quotes)",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "an object in { }",
};

function kindOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

function quoteList(words: string[]): string {
  return words.map((word) => `"${word}"`).join(", ");
}

function toProblem(error: ErrorObject, source: JsonSource): ManifestProblem | undefined {
  const path = pointerToPath(error.instancePath);
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const problem = (message: string, hint?: string, at = path, offset?: number): ManifestProblem => ({
    severity: "error",
    path: at,
    offset,
    message,
    hint,
  });

  switch (error.keyword) {
    case "discriminator": {
      const { error: kind, tagValue } = error.params as { error: string; tagValue?: unknown };
      if (kind === "tag")
        return problem(
          'A block needs "type" set to the name of a block type.',
          `Known types: ${quoteList(blockTypes)}.`,
        );
      const typed = String(tagValue);
      const guess = closestWord(typed, blockTypes);
      return problem(
        `Unknown block type "${typed}".`,
        `${guess ? `Did you mean "${guess}"? ` : ""}Known types: ${quoteList(blockTypes)}.`,
        [...path, "type"],
      );
    }
    case "additionalProperties": {
      const property = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(parent.properties ?? {}).filter((name) => name !== "type" && name !== "$schema");
      const guess = closestWord(property, allowed);
      return problem(
        `Unknown property "${property}".`,
        `${guess ? `Did you mean "${guess}"? ` : ""}Allowed here: ${quoteList(allowed)}.`,
        [...path, property],
        keyOffset(source, [...path, property]),
      );
    }
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return problem(`Missing required property "${missing}".`);
    }
    case "type": {
      const expected = String((error.params as { type: string }).type);
      return problem(`Expected ${kindOfType[expected] ?? expected}, found ${kindOfValue(error.data)}.`);
    }
    case "pattern": {
      // A link is judged by the one link rule, which can say what is wrong and what was meant.
      const verdict = error.schemaPath === "#/definitions/link/pattern" ? linkKind(String(error.data)) : undefined;
      if (verdict && "problem" in verdict) return problem(verdict.problem, verdict.hint);
      return problem(parent.errorMessage ?? `"${String(error.data)}" is not in the expected form.`);
    }
    case "format":
      return problem(`"${String(error.data)}" is not a valid ${(error.params as { format: string }).format} address.`);
    case "minLength":
      return problem("Must not be empty.");
    case "minItems": {
      const limit = (error.params as { limit: number }).limit;
      return problem(`Needs at least ${limit} entr${limit === 1 ? "y" : "ies"}.`);
    }
    case "maxItems":
      return problem(`Has room for at most ${(error.params as { limit: number }).limit} entries.`);
    case "minimum":
      return problem(`Must be ${(error.params as { limit: number }).limit} or more.`);
    case "multipleOf": {
      const step = (error.params as { multipleOf: number }).multipleOf;
      return problem(
        `${String(error.data)} is not in steps of ${step}.`,
        `Round it to the nearest ${step}, e.g. ${Math.round(Number(error.data) / step) * step}.`,
      );
    }
    case "enum": {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const guess = closestWord(String(error.data), allowed);
      return problem(
        `"${String(error.data)}" is not one of the allowed values.`,
        `${guess ? `Did you mean "${guess}"? ` : ""}Allowed: ${quoteList(allowed)}.`,
      );
    }
    case "const":
      return problem(`Must be "${String((error.params as { allowedValue: unknown }).allowedValue)}".`);
    case "oneOf":
      // The discriminator already reported what is wrong inside the chosen branch.
      return undefined;
    case "if":
      // A text is a string or its translations: the branch its kind chose reported what is wrong.
      return undefined;
    case "propertyNames":
      // The key's own pattern error says what is wrong with it.
      return undefined;
    case "minProperties":
      return problem(
        "This text is empty.",
        'Write the text in quotes, or an object with a text for each language, e.g. {"en": "About Us"}.',
      );
    default:
      return problem(error.message ?? "Invalid value.");
  }
}

export function schemaProblems(source: JsonSource): ManifestProblem[] {
  const validate = schemaValidator();
  if (validate(source.value)) return [];
  const seen = new Set<string>();
  const problems: ManifestProblem[] = [];
  for (const error of validate.errors ?? []) {
    const problem = toProblem(error, source);
    if (!problem) continue;
    const key = `${problem.path.join("/")}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
