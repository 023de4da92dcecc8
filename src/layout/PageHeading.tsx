import { Island } from "../islands/Island.tsx";
import { AddressBreadcrumb } from "./AddressBreadcrumb.tsx";
import { Breadcrumb } from "./Breadcrumb.tsx";
import { Icon } from "../icons/Icon.tsx";
import { usePathname } from "../routing/use-pathname.ts";
import { useShownLanguage, useWords } from "../language/shown-site.tsx";
import { plainText } from "../text/shown-text.ts";
import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import type { StepNames } from "../manifest/breadcrumb.ts";
import { Text } from "../text/Text.tsx";

/**
 * The band at the top of inner pages: the page's heading, where it sits (from the URL), and a
 * decorative doctor search. A page served for many addresses names the one shown, which takes script
 * (its prerendered file is the same for all of them).
 */
export function PageHeading({
  title,
  servesManyAddresses = false,
  stepNames = {},
}: {
  title: TextValue;
  servesManyAddresses?: boolean;
  /** How the breadcrumb names its steps in the page's language (the default's: by their segments). */
  stepNames?: StepNames;
}) {
  // Only a page's route draws this band, so the path is always one that was decoded.
  const pathname = usePathname() ?? "/";
  const { prefix } = useShownLanguage();
  const { breadcrumb, home, searchDoctors } = useWords();
  const words = { breadcrumb, home, ...stepNames };
  return (
    <div className="page-heading">
      <div className="container page-heading__inner">
        <div>
          <h1 className="page-heading__title">
            <Text value={title} />
          </h1>
          {servesManyAddresses ? (
            <Island
              describe={() => ({ name: "addressBreadcrumb", prerenderedPath: pathname, prefix, words })}
              start="load"
            >
              <AddressBreadcrumb prerenderedPath={pathname} prefix={prefix} words={words} />
            </Island>
          ) : (
            <Breadcrumb pathname={pathname} prefix={prefix} words={words} />
          )}
        </div>
        <div className="page-heading__search">
          <input type="search" aria-label={plainText(searchDoctors)} placeholder={plainText(searchDoctors)} />
          <Icon id="search" />
        </div>
      </div>
    </div>
  );
}
