import { useLinkInLanguage, useSite } from "../language/shown-site.tsx";
import { plainText } from "../text/shown-text.ts";
import { notFoundTitle, pageTitle } from "../manifest/page-title.ts";
import { useDocumentMeta } from "./use-document-meta.ts";

export function NotFoundPage() {
  const site = useSite();
  const inLanguage = useLinkInLanguage();
  useDocumentMeta(pageTitle(site, notFoundTitle), plainText(site.description));
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__text">This page could not be found.</h1>
      <a href={inLanguage("/")} className="button">
        Back To Home
      </a>
    </section>
  );
}
