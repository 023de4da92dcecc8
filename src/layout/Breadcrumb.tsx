import { buildBreadcrumb, type StepNames } from "../manifest/breadcrumb.ts";
import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { plainText } from "../text/shown-text.ts";
import { Text } from "../text/Text.tsx";
import { SiteLink } from "./SiteLink.tsx";

/** The breadcrumb's own words, in the page's language: its name, its first step's, and the others'. */
export interface BreadcrumbWords extends StepNames {
  breadcrumb: TextValue;
  home: TextValue;
}

/** Where the page sits, from its path: Home, then each segment, the earlier ones linking up the path. */
export function Breadcrumb({ pathname, prefix, words }: { pathname: string; prefix: string; words: BreadcrumbWords }) {
  return (
    <nav aria-label={plainText(words.breadcrumb)}>
      <ol className="breadcrumb">
        {buildBreadcrumb(pathname, prefix, words.home, words).map((crumb, i) => (
          <li key={i}>
            {crumb.href ? (
              <SiteLink href={crumb.href}>
                <Text value={crumb.label} />
              </SiteLink>
            ) : (
              <span aria-current="page">
                <Text value={crumb.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
