import type { Language, Site } from "../manifest/site-manifest.generated.ts";

/** A site's language as its pages need it: its code and name, and where its pages live. */
export interface SiteLanguage extends Language {
  /** "" for the default language, whose pages keep their addresses; "/gu" for Gujarati. */
  prefix: string;
  isDefault: boolean;
}

/** The language of a site that declares none: its texts are plain strings, in English. */
const onlyLanguage: Language = { code: "en", name: "English" };

/** The site's languages in order, the default first. A site without `languages` has one, English. */
export function siteLanguages(site: Pick<Site, "languages">): SiteLanguage[] {
  const declared = site.languages?.length ? site.languages : [onlyLanguage];
  return declared.map((language, index) => ({
    ...language,
    prefix: index === 0 ? "" : `/${language.code}`,
    isDefault: index === 0,
  }));
}

export function defaultLanguage(site: Pick<Site, "languages">): SiteLanguage {
  return siteLanguages(site)[0];
}

/** Whether the site has pages in more than one language: only then do pages name their alternates. */
export function isMultilingual(site: Pick<Site, "languages">): boolean {
  return siteLanguages(site).length > 1;
}
