import { isJsonObject, type JsonObject, type JsonValue } from "../../shared/schema/json-value.ts";
import { hoursNamesOf, routesOf } from "../../shared/working-copy.ts";

/** The one entry renamed between two lists of names, when that is all that changed (not a move or a swap). */
function renamed(before: string[], after: string[]): { from: string; to: string } | undefined {
  if (before.length !== after.length) return undefined;
  const changed = before.flatMap((name, index) => (name === after[index] ? [] : [index]));
  if (changed.length !== 1) return undefined;
  const [from, to] = [before[changed[0]], after[changed[0]]];
  // A name another entry had or still has would join two entries' blocks: leave those to the validator.
  if (after.includes(from) || before.includes(to)) return undefined;
  return { from, to };
}

function renamedIn(value: JsonValue, from: string, to: string): JsonValue {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((name) => (name === from ? to : name));
  return value;
}

/**
 * Blocks name the opening hours they show or check against (their `hours`). Renaming an entry in the
 * site's settings renames it where blocks name it too, in the same change (one step of Undo), so the
 * pages go on showing it instead of failing to find it.
 */
export function withHoursRenamed(before: JsonObject, after: JsonObject): JsonObject {
  const rename = renamed(hoursNamesOf(before), hoursNamesOf(after));
  if (!rename) return after;
  const routes = routesOf(after).map((route) =>
    Array.isArray(route.blocks)
      ? {
          ...route,
          blocks: route.blocks.map((block) =>
            isJsonObject(block) && "hours" in block
              ? { ...block, hours: renamedIn(block.hours, rename.from, rename.to) }
              : block,
          ),
        }
      : route,
  );
  return { ...after, routes };
}
