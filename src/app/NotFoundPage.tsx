import { site } from "virtual:site";
import { notFoundTitle, pageTitle } from "../manifest/page-title.ts";
import { useDocumentMeta } from "./use-document-meta.ts";

export function NotFoundPage() {
  useDocumentMeta(pageTitle(site, notFoundTitle), site.description);
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__text">This page could not be found.</h1>
      <a href="/" className="button">
        Back To Home
      </a>
    </section>
  );
}
