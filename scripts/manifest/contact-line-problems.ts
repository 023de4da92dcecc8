import { clinicLineIcons } from "../../src/layout/clinic-contact.ts";
import type { JsonPath } from "./json-source.ts";
import type { ManifestProblem } from "./problem.ts";
import { isObject } from "./json-object.ts";

const filled = (icon: unknown) => clinicLineIcons.some((known) => known === icon);

/**
 * A contact line may leave out its words only where the clinic's own details can fill them (a phone,
 * email or location line); any other would show an icon beside nothing.
 */
export function contactLineProblems(manifest: unknown): ManifestProblem[] {
  if (!isObject(manifest) || !Array.isArray(manifest.routes)) return [];
  return manifest.routes.flatMap((route, routeIndex) =>
    isObject(route) && Array.isArray(route.blocks)
      ? route.blocks.flatMap((block, blockIndex) =>
          isObject(block) && Array.isArray(block.contactInfo)
            ? block.contactInfo.flatMap((line, lineIndex): ManifestProblem[] => {
                if (!isObject(line) || line.title !== undefined || filled(line.icon)) return [];
                const path: JsonPath = ["routes", routeIndex, "blocks", blockIndex, "contactInfo", lineIndex];
                return [
                  {
                    severity: "error",
                    path,
                    message:
                      `This "${String(line.icon)}" line has no words, ` + "and the clinic's details have none for it.",
                    hint: "Write its words in title: only phone, email and location lines show the clinic's own.",
                  },
                ];
              })
            : [],
        )
      : [],
  );
}
