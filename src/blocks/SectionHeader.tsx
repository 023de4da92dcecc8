import { BlockHeading } from "./render-context/heading-level.tsx";
import type { RichText as RichTextValue, Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { RichText } from "../text/RichText.tsx";
import { Text } from "../text/Text.tsx";

/** A block's centred heading and optional intro; `id` lets the section name itself after it. */
export function SectionHeader({ heading, intro, id }: { heading: TextValue; intro?: RichTextValue; id?: string }) {
  return (
    <header className="section__header">
      <BlockHeading id={id} className="section__title">
        <Text value={heading} />
      </BlockHeading>
      {intro && (
        <p className="section__intro">
          <RichText text={intro} />
        </p>
      )}
    </header>
  );
}
