import { useEffect, useState } from "react";
import { askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { Findings } from "../../shared/contract.ts";
import type { Problem } from "../../shared/problem.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { newWarnings } from "./warning-split.ts";

/** How long after the last change the checks run: typing is not checked letter by letter. */
const pauseAfterChange = 400;

export interface ChecksAsYouType {
  /** What the checks found in the working copy a moment ago; undefined until they first answer. */
  found: Findings | undefined;
  /** The warnings of the published version (`base`), so that a publish says which ones a change brought. */
  knownWarnings: Problem[] | undefined;
  /** The warnings of the working copy that the published version did not have. */
  addedWarnings: Problem[];
  /** What the fields show: the errors, and the warnings a change brought. */
  fieldFindings: Problem[];
}

/**
 * The checks of `npm run validate`, a moment after the last change: mistakes show at their field as
 * they are made, not at Publish.
 */
export function useChecksAsYouType(base: JsonObject, working: JsonObject): ChecksAsYouType {
  const [knownWarnings, setKnownWarnings] = useState<Problem[]>();
  const [found, setFound] = useState<Findings>();

  useEffect(() => {
    askWith(apiEndpoints.validate, { manifest: base }).then(
      (result) => setKnownWarnings(result.warnings),
      () => setKnownWarnings([]),
    );
  }, [base]);

  useEffect(() => {
    let wanted = true;
    const timer = setTimeout(() => {
      askWith(apiEndpoints.validate, { manifest: working }).then(
        (result) => wanted && setFound(result),
        () => undefined,
      );
    }, pauseAfterChange);
    return () => {
      wanted = false;
      clearTimeout(timer);
    };
  }, [working]);

  const addedWarnings = found && knownWarnings ? newWarnings(knownWarnings, found.warnings) : [];
  const fieldFindings = found ? [...found.errors, ...addedWarnings] : [];
  return { found, knownWarnings, addedWarnings, fieldFindings };
}
