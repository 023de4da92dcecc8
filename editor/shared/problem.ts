/** A finding of the validator, as the editor server sends it (the same as `npm run validate` prints). */
export interface Problem {
  path: (string | number)[];
  pathText: string;
  blockType?: string;
  message: string;
  hint?: string;
  line?: number;
  column?: number;
  severity: "error" | "warning" | "information";
  text: string;
}
