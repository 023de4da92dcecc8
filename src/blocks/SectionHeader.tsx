import { useHeadingTag } from "./render-context/heading-level.tsx";

/** A block's centred heading and optional intro; `id` lets the section name itself after it. */
export function SectionHeader({ heading, intro, id }: { heading: string; intro?: string; id?: string }) {
  const Heading = useHeadingTag();
  return (
    <header className="section__header">
      <Heading id={id} className="section__title">
        {heading}
      </Heading>
      {intro && <p className="section__intro">{intro}</p>}
    </header>
  );
}
