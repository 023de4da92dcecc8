/** A JSON object of the manifest as the checks beyond the schema read it: unknown until looked at. */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
