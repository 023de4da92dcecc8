import { getNodePath, type Node } from "jsonc-parser";
import type { JsonSource } from "./json-source.ts";
import type { ManifestProblem } from "./problem.ts";

/**
 * A property written twice in one object: JSON keeps only the last, so the first would be
 * silently lost. Each repeat is an error at its own line.
 */
export function duplicateKeyProblems(source: JsonSource): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const visit = (node: Node) => {
    if (node.type === "object") {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const name = property.children?.[0];
        if (!name || typeof name.value !== "string") continue;
        if (seen.has(name.value)) {
          problems.push({
            severity: "error",
            path: getNodePath(property.children?.[1] ?? name),
            offset: name.offset,
            message: `"${name.value}" is written twice in this object; only the last one would count.`,
            hint: "Keep one of the two and delete the other.",
          });
        }
        seen.add(name.value);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  if (source.tree) visit(source.tree);
  return problems;
}
