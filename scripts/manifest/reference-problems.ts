import { findRoute } from "../../src/manifest/find-route.ts";
import { defaultChoices } from "../../src/forms/default-choices.ts";
import { isPattern, linkedPath, linkPathname, pathOfLanguageProblem } from "../../src/manifest/path-rules.ts";
import { siteLanguages } from "../../src/language/site-languages.ts";
import type { Language } from "../../src/manifest/site-manifest.generated.ts";
import schema from "../../schema/site.schema.json" with { type: "json" };
import { buildBreadcrumb } from "../../src/manifest/breadcrumb.ts";
import { linkKind } from "../../src/manifest/link-kind.ts";
import { closestWord } from "./closest-word.ts";
import type { ManifestProblem } from "./problem.ts";
import { writtenDefault } from "../../src/language/written-default.ts";
import { linksIn } from "./links-in.ts";
import { isObject } from "./json-object.ts";

/*
 * These checks run even when the schema has found errors, so that an editor sees every
 * problem in one pass. They therefore read the manifest as unknown JSON and skip whatever
 * is not shaped well enough to check; the schema has already reported those parts.
 */

const schemaLinkPattern = new RegExp(schema.definitions.link.pattern, "u");

interface CheckableRoute {
  index: number;
  path: string;
  blocks: unknown[];
  /** False when `blocks` is missing or not a list: the schema reports that. */
  hasBlockList: boolean;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function checkableRoutes(manifest: unknown): CheckableRoute[] {
  if (!isObject(manifest) || !Array.isArray(manifest.routes)) return [];
  return manifest.routes.flatMap((route, index) =>
    isObject(route) && typeof route.path === "string" && route.path.startsWith("/")
      ? [
          {
            index,
            path: route.path,
            blocks: Array.isArray(route.blocks) ? route.blocks : [],
            hasBlockList: Array.isArray(route.blocks),
          },
        ]
      : [],
  );
}

/**
 * A link under /images/ leads to a file of the public folder, served as it is, never to a page:
 * picture-problems.ts checks that it exists.
 */
export const publicFilesPrefix = "/images/";

function samePattern(path: string): string {
  return linkPathname(path)
    .replace(/:[^/]+/g, ":")
    .toLowerCase();
}

function duplicatePaths(routes: CheckableRoute[]): ManifestProblem[] {
  const firstIndex = new Map<string, number>();
  const problems: ManifestProblem[] = [];
  for (const route of routes) {
    const key = samePattern(route.path);
    const earlier = firstIndex.get(key);
    if (earlier === undefined) firstIndex.set(key, route.index);
    else
      problems.push({
        severity: "error",
        path: ["routes", route.index, "path"],
        message: `Two pages have the path "${route.path}"; the other is routes[${earlier}].`,
        hint: "Give this page another path, or remove one of the two.",
      });
  }
  return problems;
}

/** The site's languages, where site.languages is shaped well enough to read (the schema reports the rest). */
function languagesOf(manifest: unknown) {
  const site = isObject(manifest) && isObject(manifest.site) ? manifest.site : {};
  const declared = Array.isArray(site.languages) ? site.languages : [];
  const readable = declared.filter(
    (language): language is Language =>
      isObject(language) && typeof language.code === "string" && typeof language.name === "string",
  );
  return siteLanguages({ languages: readable });
}

function pathsOfLanguages(manifest: unknown, routes: CheckableRoute[]): ManifestProblem[] {
  const languages = languagesOf(manifest);
  return routes.flatMap((route) => {
    const message = pathOfLanguageProblem(route.path, languages);
    return message ? [{ severity: "error" as const, path: ["routes", route.index, "path"], message }] : [];
  });
}

function brokenLinks(manifest: unknown, routes: CheckableRoute[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const staticPaths = routes.filter((route) => !isPattern(route.path)).map((route) => route.path);
  for (const { path, value, at } of linksIn(manifest)) {
    const verdict = linkKind(value);
    if ("problem" in verdict) {
      // A link the schema's own pattern refuses is reported once, by the schema.
      if (schemaLinkPattern.test(value))
        problems.push({ severity: "error", path, message: verdict.problem, hint: verdict.hint });
      continue;
    }
    if (verdict.kind !== "page") continue;
    const target = linkedPath(value);
    if (target === undefined) {
      problems.push({
        severity: "warning",
        path,
        at,
        message: `The link "${value}" is not a valid address; visitors will see the 404 page.`,
        hint:
          "A % in a link starts a code of two hex digits, such as %20 for a space; " +
          "write %25 for the % sign itself.",
      });
      continue;
    }
    if (target.startsWith(publicFilesPrefix) || findRoute(routes, target)) continue;
    const guess = closestWord(target, staticPaths);
    problems.push({
      severity: "warning",
      path,
      at,
      message: `The link "${value}" goes to no page of the site; visitors will see the 404 page.`,
      hint: guess ? `Did you mean "${guess}"?` : undefined,
    });
  }
  return problems;
}

/**
 * A page no other page links to (from the menu, the footer, any block, or the breadcrumb of a page
 * under it) can be found only by typing its address. The home page is where visitors arrive.
 */
function orphanPages(manifest: unknown, routes: CheckableRoute[]): ManifestProblem[] {
  const linked = new Set<number>();
  const follow = (target: string | undefined, from: number | undefined) => {
    const match = target === undefined ? undefined : findRoute(routes, target);
    // A page's link to itself brings nobody to it.
    if (match && match.route.index !== from) linked.add(match.route.index);
  };
  for (const { path, value } of linksIn(manifest)) {
    const verdict = linkKind(value);
    if ("problem" in verdict || verdict.kind !== "page") continue;
    follow(linkedPath(value), path[0] === "routes" && typeof path[1] === "number" ? path[1] : undefined);
  }
  for (const route of routes)
    for (const crumb of buildBreadcrumb(linkPathname(route.path)))
      follow(crumb.href === undefined ? undefined : linkedPath(crumb.href), route.index);
  return routes
    .filter((route) => route.path !== "/" && !linked.has(route.index))
    .map((route) => ({
      severity: "warning",
      path: ["routes", route.index, "path"],
      message: `No page links to "${route.path}", so visitors find it only by typing its address.`,
      hint: "Link to it from the menu or the footer (Site settings), or from a card or button on another page.",
    }));
}

/** A page with no blocks shows only its heading; a site with no "/" has no home page to open at. */
function pageShapeProblems(manifest: unknown, routes: CheckableRoute[]): ManifestProblem[] {
  if (!isObject(manifest) || !Array.isArray(manifest.routes)) return [];
  const problems: ManifestProblem[] = routes
    .filter((route) => route.hasBlockList && route.blocks.length === 0)
    .map((route) => ({
      severity: "error",
      path: ["routes", route.index, "blocks"],
      message: `The page "${route.path}" has no blocks, so it would show nothing but its heading.`,
      hint: 'Add a block, e.g. { "type": "article", "title": "…", "paragraphs": ["…"] }, or remove the page.',
    }));
  if (manifest.routes.length > 0 && !routes.some((route) => route.path === "/")) {
    problems.push({
      severity: "error",
      path: ["routes"],
      message: 'The site has no home page: no page has the path "/".',
      hint: 'Add a page with "path": "/", or change the path of the page meant as the home page to "/".',
    });
  }
  return problems;
}

/** A form's preselected choice must be one of its choices, or the page would show none selected. */
function defaultChoiceProblems(manifest: unknown, routes: CheckableRoute[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  for (const route of routes)
    route.blocks.forEach((block, blockIndex) => {
      if (!isObject(block) || block.type !== "appointmentForm") return;
      for (const [key, listKey] of defaultChoices) {
        // By the default language's words: the translations of a choice go with it.
        const choice = writtenDefault(block[key], manifest);
        const written = block[listKey];
        const choices = Array.isArray(written) ? written.map((item) => writtenDefault(item, manifest)) : undefined;
        if (choice === undefined || !isStringList(choices) || choices.includes(choice)) continue;
        const guess = closestWord(choice, choices);
        problems.push({
          severity: "error",
          path: ["routes", route.index, "blocks", blockIndex, key],
          message: `"${choice}" is not one of the ${listKey} of this form, so nothing would be selected at first.`,
          hint:
            (guess ? `Did you mean "${guess}"? ` : "") +
            `Choose one of: ${choices.map((item) => `"${item}"`).join(", ")}.`,
        });
      }
    });
  return problems;
}

/**
 * Checks a schema cannot express: one page per path, none behind a language's prefix, a home page, pages with
 * content, safe links that lead somewhere, pages some link leads to, preselected choices that exist.
 */
export function referenceProblems(manifest: unknown): ManifestProblem[] {
  const routes = checkableRoutes(manifest);
  return [
    ...duplicatePaths(routes),
    ...pathsOfLanguages(manifest, routes),
    ...brokenLinks(manifest, routes),
    ...orphanPages(manifest, routes),
    ...defaultChoiceProblems(manifest, routes),
    ...pageShapeProblems(manifest, routes),
  ];
}
