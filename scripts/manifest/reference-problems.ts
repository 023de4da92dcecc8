import { existsSync } from "node:fs";
import { join } from "node:path";
import { findRoute, isPattern, linkPathname } from "../../src/manifest/find-route.ts";
import { closestWord } from "./closest-word.ts";
import type { ManifestProblem } from "./problem.ts";
import { stringsIn } from "./strings-in.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

function samePattern(path: string): string {
  return linkPathname(path).replace(/:[^/]+/g, ":").toLowerCase();
}

function duplicatePaths(manifest: SiteManifest): ManifestProblem[] {
  const firstIndex = new Map<string, number>();
  const problems: ManifestProblem[] = [];
  manifest.routes.forEach((route, index) => {
    const key = samePattern(route.path);
    const earlier = firstIndex.get(key);
    if (earlier === undefined) firstIndex.set(key, index);
    else
      problems.push({
        severity: "error",
        path: ["routes", index, "path"],
        message: `Two pages have the path "${route.path}"; the other is routes[${earlier}].`,
        hint: "Give this page another path, or remove one of the two.",
      });
  });
  return problems;
}

function brokenLinks(manifest: SiteManifest): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const staticPaths = manifest.routes.filter((route) => !isPattern(route.path)).map((route) => route.path);
  for (const { path, key, value } of stringsIn(manifest)) {
    if (key !== "href" || !value.startsWith("/") || value.startsWith("/images/")) continue;
    const target = linkPathname(value);
    if (findRoute(manifest.routes, target)) continue;
    const guess = closestWord(target, staticPaths);
    problems.push({
      severity: "warning",
      path,
      message: `The link "${value}" goes to no page of the site; visitors will see the 404 page.`,
      hint: guess ? `Did you mean "${guess}"?` : undefined,
    });
  }
  return problems;
}

function missingImages(manifest: SiteManifest, publicDir: string): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  for (const { path, value } of stringsIn(manifest)) {
    if (!value.startsWith("/images/")) continue;
    if (existsSync(join(publicDir, value))) continue;
    problems.push({
      severity: "error",
      path,
      message: `The image "${value}" is not in the public folder (looked for public${value}).`,
      hint: "Put the picture there under that name, or run `npm run images` to create a sample image for every missing path.",
    });
  }
  return problems;
}

/** A form's preselected choice must be one of its choices, or the page would show none selected. */
function defaultChoices(manifest: SiteManifest): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const pairs = [
    ["defaultReason", "reasons"],
    ["defaultDepartment", "departments"],
  ] as const;
  manifest.routes.forEach((route, routeIndex) =>
    route.blocks.forEach((block, blockIndex) => {
      if (block.type !== "appointmentForm") return;
      for (const [key, listKey] of pairs) {
        if (block[listKey].includes(block[key])) continue;
        const guess = closestWord(block[key], block[listKey]);
        problems.push({
          severity: "error",
          path: ["routes", routeIndex, "blocks", blockIndex, key],
          message: `"${block[key]}" is not one of the ${listKey} of this form, so nothing would be selected at first.`,
          hint: `${guess ? `Did you mean "${guess}"? ` : ""}Choose one of: ${block[listKey].map((choice) => `"${choice}"`).join(", ")}.`,
        });
      }
    }),
  );
  return problems;
}

/** Checks a schema cannot express: one page per path, links that lead somewhere, preselected choices that exist, images that exist. */
export function referenceProblems(manifest: SiteManifest, options: { publicDir?: string }): ManifestProblem[] {
  return [
    ...duplicatePaths(manifest),
    ...brokenLinks(manifest),
    ...defaultChoices(manifest),
    ...(options.publicDir ? missingImages(manifest, options.publicDir) : []),
  ];
}
