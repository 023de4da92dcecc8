import { useShownLanguage, useSite } from "../language/shown-site.tsx";
import { siteLanguages } from "../language/site-languages.ts";
import { encodePathname, pathInLanguage } from "../manifest/path-rules.ts";
import { usePathname } from "../routing/use-pathname.ts";

/**
 * Plain links to the page shown in each of the site's languages, each named in its own language and
 * script; the page's own is marked current. No script: they are addresses, as every page of each
 * language is prerendered. A page that is no page (404) leads to each language's home page. Nothing
 * on a site of one language.
 */
export function LanguageLinks({ className }: { className: string }) {
  const languages = siteLanguages(useSite());
  const current = useShownLanguage();
  const pathname = usePathname() ?? "/";
  if (languages.length < 2) return null;
  return (
    <ul className={`language-links ${className}`}>
      {languages.map((language) => (
        <li key={language.code}>
          <a
            href={pathInLanguage(encodePathname(pathname), language.prefix)}
            lang={language.code}
            hrefLang={language.code}
            aria-current={language.code === current.code ? "true" : undefined}
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
