import { BlockHeading } from "./render-context/heading-level.tsx";

/** A block's centred heading and optional intro; `id` lets the section name itself after it. */
export function SectionHeader({ heading, intro, id }: { heading: string; intro?: string; id?: string }) {
  return (
    <header className="section__header">
      <BlockHeading id={id} className="section__title">
        {heading}
      </BlockHeading>
      {intro && <p className="section__intro">{intro}</p>}
    </header>
  );
}
