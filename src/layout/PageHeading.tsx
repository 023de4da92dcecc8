import { FiSearch } from "react-icons/fi";
import { buildBreadcrumb } from "../manifest/breadcrumb.ts";
import { SiteLink } from "./SiteLink.tsx";

/**
 * The band at the top of inner pages: the page's heading, where it sits (from the URL), and a
 * decorative doctor search.
 */
export function PageHeading({ title, pathname }: { title: string; pathname: string }) {
  const crumbs = buildBreadcrumb(pathname);
  return (
    <div className="page-heading">
      <div className="container page-heading__inner">
        <div>
          <h1 className="page-heading__title">{title}</h1>
          <nav aria-label="Breadcrumb">
            <ol className="breadcrumb">
              {crumbs.map((crumb, i) => (
                <li key={i}>
                  {crumb.href ? (
                    <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div className="page-heading__search">
          <input type="search" aria-label="Search Doctors" placeholder="Search Doctors" />
          <FiSearch aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
