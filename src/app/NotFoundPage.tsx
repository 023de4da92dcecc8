import { useLinkInLanguage, useShownLanguage, useSite, useWords } from "../language/shown-site.tsx";
import { documentLanguage } from "../language/document-language.ts";
import { Text } from "../text/Text.tsx";
import { plainText } from "../text/shown-text.ts";
import { pageTitle } from "../manifest/page-title.ts";
import { useDocumentMeta } from "./use-document-meta.ts";

export function NotFoundPage() {
  const site = useSite();
  const words = useWords();
  const inLanguage = useLinkInLanguage();
  const { code } = useShownLanguage();
  useDocumentMeta(pageTitle(site, words.pageNotFound), plainText(site.description), documentLanguage(site, code));
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__text">
        <Text value={words.notFound} />
      </h1>
      <a href={inLanguage("/")} className="button">
        <Text value={words.backToHome} />
      </a>
    </section>
  );
}
