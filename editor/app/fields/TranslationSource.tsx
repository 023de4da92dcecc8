import { useEditorServices } from "../contexts/editor-services.tsx";
import { wordsIn } from "./text-words.ts";

/**
 * Above a text field while translating: the default language's words the field translates, and,
 * while it has none of its own, what visitors of that language's pages see meanwhile. Nothing while
 * editing the default language.
 */
export function TranslationSource({ id, value, rich = false }: { id: string; value: unknown; rich?: boolean }) {
  const { editLanguage, languages, defaultLanguage } = useEditorServices();
  if (editLanguage.isDefault) return null;
  const source = wordsIn(value, defaultLanguage, defaultLanguage);
  const translated = wordsIn(value, editLanguage.code, defaultLanguage) !== "";
  const sourceName = languages[0].name;
  return (
    <div className="ed-translation" id={id}>
      <p className="ed-translation__source">
        <span className="ed-translation__label">In {sourceName}: </span>
        {source ? (
          <span lang={defaultLanguage} className={rich ? "ed-translation__words--rich" : undefined}>
            {source}
          </span>
        ) : (
          <em>nothing written yet</em>
        )}
      </p>
      {!translated && source && (
        <p className="ed-translation__missing">
          Not translated into {editLanguage.name} yet: visitors of its pages see the {sourceName} words.
        </p>
      )}
    </div>
  );
}
