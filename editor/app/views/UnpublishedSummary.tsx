import { useDeferredValue, useMemo } from "react";
import { summarizeChange } from "../../shared/versions/change-summary.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";

/** The person's unpublished changes in the words History will give them: what Publish would put online. */
export function UnpublishedSummary({ base, working }: { base: JsonObject; working: JsonObject }) {
  // Worked out after the typing it follows, not during it.
  const shown = useDeferredValue(working);
  const changes = useMemo(() => summarizeChange(base, shown), [base, shown]);
  if (changes.length === 0) return null;
  return (
    <details className="ed-message ed-changes-summary">
      <summary>
        Not on the website yet: {changes[0]}
        {changes.length > 1 && ` (and ${changes.length - 1} more)`}
      </summary>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>{change}</li>
        ))}
      </ul>
    </details>
  );
}
