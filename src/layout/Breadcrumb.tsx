import { buildBreadcrumb } from "../manifest/breadcrumb.ts";
import { SiteLink } from "./SiteLink.tsx";

/** Where the page sits, from its path: Home, then each segment, the earlier ones linking up the path. */
export function Breadcrumb({ pathname, prefix }: { pathname: string; prefix: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb">
        {buildBreadcrumb(pathname, prefix).map((crumb, i) => (
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
  );
}
