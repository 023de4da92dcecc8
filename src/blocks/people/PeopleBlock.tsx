import { fillWords } from "../../language/fill-words.ts";
import { useWords } from "../../language/shown-site.tsx";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { SocialLinks } from "../../layout/social-icons.tsx";
import type { BlockOf } from "../block-types.ts";
import { SectionHeader } from "../SectionHeader.tsx";
import { SiteImage } from "../../images/SiteImage.tsx";
import { columnSizes } from "../../images/column-sizes.ts";
import { RichText } from "../../text/RichText.tsx";
import { Text } from "../../text/Text.tsx";
import { plainText } from "../../text/shown-text.ts";

// As people.css lays it out: a photo above the text, then two fifths of its card beside it.
const photoSizes = columnSizes([
  { from: 0, columns: 1, gapPx: 24 },
  { from: 600, columns: 1, gapPx: 24, share: 0.4 },
  { from: 992, columns: 2, gapPx: 24, share: 0.4 },
]);

export function PeopleBlock({ block }: { block: BlockOf<"people"> }) {
  const { portraitOf } = useWords();
  return (
    <section className="section people">
      <div className="container">
        {block.heading && <SectionHeader heading={block.heading} intro={block.intro} />}
        <ul className="people__list">
          {block.people.map((person) => (
            <li key={plainText(person.name)} className="people__card">
              <SiteImage
                className="people__photo"
                src={person.image}
                sizes={photoSizes}
                alt={plainText(fillWords(portraitOf, { name: plainText(person.name) }))}
                width={600}
                height={720}
                loading="lazy"
                decoding="async"
              />
              <div className="people__body">
                <BlockHeading level={block.heading ? "item" : "block"} className="people__name">
                  <Text value={person.name} />
                </BlockHeading>
                <p className="people__designation">
                  <Text value={person.designation} />
                </p>
                <p className="people__description">
                  <RichText text={person.description} />
                </p>
                {person.social && person.social.length > 0 && (
                  <SocialLinks links={person.social} owner={plainText(person.name)} />
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
