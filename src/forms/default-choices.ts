import type { AppointmentFormBlock, Block, Text } from "../manifest/site-manifest.generated.ts";

/**
 * A form's preselected choice and the list it is one of. The choice is named by its words in the
 * default language, so its translations go with it: the validator checks it names one of the list,
 * and a page in another language preselects that choice's words there (`choicesInLanguage`).
 */
export const defaultChoices = [
  ["defaultReason", "reasons"],
  ["defaultDepartment", "departments"],
] as const satisfies readonly (readonly [keyof AppointmentFormBlock, keyof AppointmentFormBlock])[];

/**
 * `shown`, the block as drawn in a language, with each preselected choice the words of the choice it
 * names in `written` (the block as site.json has it): a default not translated yet, or translated
 * differently, still preselects its choice.
 */
export function choicesInLanguage(written: Block, shown: Block, defaultWords: (text: Text) => string): Block {
  if (written.type !== "appointmentForm" || shown.type !== "appointmentForm") return shown;
  const chosen = { ...shown };
  for (const [key, listKey] of defaultChoices) {
    const index = written[listKey].findIndex((choice) => defaultWords(choice) === defaultWords(written[key]));
    if (index >= 0) chosen[key] = shown[listKey][index];
  }
  return chosen;
}
