import type { ShownWords } from "../language/engine-words.ts";
import { useShownSiteIfAny } from "../language/shown-site.tsx";
import { englishWords } from "../language/words/english.ts";
import { linkInLanguage } from "../manifest/path-rules.ts";
import { Text } from "../text/Text.tsx";

/**
 * What a visitor sees when the page failed to render, in its language. The link home is a plain
 * one: a full load starts the app afresh. Around a page whose language could not be worked out (the
 * app's outer boundary) it speaks English.
 */
export function ErrorPage() {
  const shown = useShownSiteIfAny();
  const words: ShownWords = (shown?.words as ShownWords | undefined) ?? englishWords;
  const prefix = shown?.language.prefix ?? "";
  return (
    <section className="not-found" role="alert">
      <h1 className="not-found__text">
        <Text value={words.somethingWentWrong} />
      </h1>
      <p>
        <Text value={words.pageNotShown} />
      </p>
      <a href={linkInLanguage("/", prefix)} className="button">
        <Text value={words.backToHome} />
      </a>
    </section>
  );
}
