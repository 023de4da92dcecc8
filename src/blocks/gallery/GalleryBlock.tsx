import { useWords } from "../../language/shown-site.tsx";
import { usePictureLoading } from "../render-context/block-placement.tsx";
import { useMemo } from "react";
import { useLightbox } from "../../lightbox/use-lightbox.tsx";
import type { GalleryImage, Text as TextValue } from "../../manifest/site-manifest.generated.ts";
import { Text } from "../../text/Text.tsx";
import { CategoryFilter } from "../CategoryFilter.tsx";
import { useCategoryFilter } from "../use-category-filter.ts";
import type { BlockOf } from "../block-types.ts";
import { SectionHeader } from "../SectionHeader.tsx";
import { SiteImage } from "../../images/SiteImage.tsx";
import { columnSizes } from "../../images/column-sizes.ts";
import { plainText } from "../../text/shown-text.ts";
import { altAttributes } from "../picture-alt.ts";

/** Pictures in the first rows are likely on screen at load; later ones wait until scrolled near. */
const eagerImages = 4;

// As gallery.css lays the grid out.
const gallerySizes = columnSizes([
  { from: 0, columns: 2, gapPx: 12 },
  { from: 768, columns: 3, gapPx: 16 },
  { from: 1100, columns: 4, gapPx: 16 },
]);

// Pictures are grouped by their category's words in the page's language.
const categoryOf = (image: GalleryImage) => (image.category === undefined ? undefined : plainText(image.category));

// A category's button shows it as its first picture has it, so one not translated yet keeps its language.
const categoryLabel = (images: readonly GalleryImage[], category: string): TextValue =>
  images.find((image) => image.category !== undefined && plainText(image.category) === category)?.category ?? category;

export function GalleryBlock({ block }: { block: BlockOf<"gallery"> }) {
  const pictureLoading = usePictureLoading();
  const words = useWords();
  const filter = useCategoryFilter(block.images, categoryOf, { one: "picture", many: "pictures" });
  const lightbox = useLightbox(
    useMemo(() => filter.shown.map(({ item }) => ({ src: item.src, alt: plainText(item.alt) })), [filter.shown]),
  );
  const showFilter = block.filter === true && filter.categories.length > 0;

  return (
    <section className="section gallery">
      <div className="container">
        {block.heading && <SectionHeader heading={block.heading} intro={block.intro} />}
        {showFilter && (
          <CategoryFilter
            label={plainText(words.showPicturesOf)}
            options={filter.categories.map((category) => ({
              value: category,
              label: categoryLabel(block.images, category),
            }))}
            active={filter.active}
            onChange={filter.setActive}
            status={filter.status}
          />
        )}
        <ul className="gallery__grid">
          {filter.shown.map(({ item: image, key }, i) => {
            const picture = (
              <SiteImage
                src={image.src}
                sizes={gallerySizes}
                {...altAttributes(image.alt)}
                width={1200}
                height={900}
                {...pictureLoading(i, eagerImages)}
                decoding="async"
              />
            );
            return (
              <li key={key} className="gallery__item">
                {block.lightbox ? (
                  <button
                    type="button"
                    className="lightbox-thumb gallery__thumb"
                    aria-haspopup="dialog"
                    onClick={(event) => lightbox.open(i, event.currentTarget)}
                  >
                    <span className="visually-hidden">
                      <Text value={words.viewLarger} />
                    </span>
                    {picture}
                    <span className="lightbox-thumb__icon" aria-hidden="true" />
                  </button>
                ) : (
                  <div className="gallery__thumb">{picture}</div>
                )}
              </li>
            );
          })}
        </ul>
        {lightbox.element}
      </div>
    </section>
  );
}
