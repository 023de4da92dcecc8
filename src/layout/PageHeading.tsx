import { Island } from "../islands/Island.tsx";
import { AddressBreadcrumb } from "./AddressBreadcrumb.tsx";
import { Breadcrumb } from "./Breadcrumb.tsx";
import { Icon } from "../icons/Icon.tsx";
import { usePathname } from "../routing/use-pathname.ts";
import { useShownLanguage } from "../language/shown-site.tsx";
import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { Text } from "../text/Text.tsx";

/**
 * The band at the top of inner pages: the page's heading, where it sits (from the URL), and a
 * decorative doctor search. A page served for many addresses names the one shown, which takes script
 * (its prerendered file is the same for all of them).
 */
export function PageHeading({
  title,
  servesManyAddresses = false,
}: {
  title: TextValue;
  servesManyAddresses?: boolean;
}) {
  // Only a page's route draws this band, so the path is always one that was decoded.
  const pathname = usePathname() ?? "/";
  const { prefix } = useShownLanguage();
  return (
    <div className="page-heading">
      <div className="container page-heading__inner">
        <div>
          <h1 className="page-heading__title">
            <Text value={title} />
          </h1>
          {servesManyAddresses ? (
            <Island describe={() => ({ name: "addressBreadcrumb", prerenderedPath: pathname, prefix })} start="load">
              <AddressBreadcrumb prerenderedPath={pathname} prefix={prefix} />
            </Island>
          ) : (
            <Breadcrumb pathname={pathname} prefix={prefix} />
          )}
        </div>
        <div className="page-heading__search">
          <input type="search" aria-label="Search Doctors" placeholder="Search Doctors" />
          <Icon id="search" />
        </div>
      </div>
    </div>
  );
}
