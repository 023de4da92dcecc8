// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { BlockList } from "../../src/app/BlockList.tsx";
import { PageHeading } from "../../src/layout/PageHeading.tsx";
import { fixedLocation } from "../../src/routing/fixed-location.ts";
import { SiteRouter } from "../../src/routing/SiteRouter.tsx";
import { loadEveryBlock } from "./support/every-block.ts";
import { renderInSite } from "./support/render-in-site.tsx";

beforeAll(loadEveryBlock);

describe("cardGrid", () => {
  it("shows each card's title, thumbnail and a Learn More link that names the card", () => {
    renderInSite(
      <BlockList
        path="/inner-page"
        blocks={[
          {
            type: "cardGrid",
            heading: "Psychology and Life Style",
            cards: [
              { title: "Yoga", image: "/images/yoga-thumb.jpg", href: "/services/gym/yoga", linkLabel: "Learn More" },
              {
                title: "Zumba",
                image: "/images/zumba-thumb.jpg",
                href: "/services/gym/zumba",
                linkLabel: "Learn More",
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Psychology and Life Style" })).toBeInTheDocument();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("heading", { level: 3, name: "Yoga" })).toBeInTheDocument();
    expect(within(cards[1]).getByRole("link", { name: "Learn More about Zumba" })).toHaveAttribute(
      "href",
      "/services/gym/zumba",
    );
    expect(cards[0].querySelector("img")).toHaveAttribute("src", "/images/yoga-thumb.jpg");
  });
});

describe("article", () => {
  it("shows the hero picture with its text alternative, the title and every paragraph", () => {
    renderInSite(
      <BlockList
        path="/inner-page"
        blocks={[
          {
            type: "article",
            image: { src: "/images/pemf-hero.jpg", alt: "PEMF therapy" },
            title: "PEMF Therapy",
            paragraphs: ["One.", "Two."],
          },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: "PEMF therapy" })).toHaveAttribute("src", "/images/pemf-hero.jpg");
    expect(screen.getByRole("heading", { name: "PEMF Therapy" })).toBeInTheDocument();
    expect(screen.getByText("One.")).toBeInTheDocument();
    expect(screen.getByText("Two.")).toBeInTheDocument();
  });

  it("shows text written with HTML tags as text, never as markup", () => {
    const { container } = renderInSite(
      <BlockList
        path="/inner-page"
        blocks={[{ type: "article", title: "Safe", paragraphs: ['<img src=x onerror="alert(1)">'] }]}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  });
});

describe("pageBanner", () => {
  it("is the page's h1 when it opens a page without a page heading", () => {
    renderInSite(<BlockList path="/" blocks={[{ type: "pageBanner", title: "Welcome", image: "/images/b.jpg" }]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome" })).toBeInTheDocument();
  });
});

describe("page heading", () => {
  it("shows the title, a breadcrumb from the URL and the decorative doctor search", () => {
    renderInSite(
      <SiteRouter location={fixedLocation("/services/weightLosscentre/bodyfirming")}>
        <PageHeading title="Body Firming" />
      </SiteRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Body Firming" })).toBeInTheDocument();
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["WeightLosscentre", "/services/weightLosscentre"],
    ]);
    expect(trail.getByText("Bodyfirming")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("searchbox", { name: "Search Doctors" })).toBeInTheDocument();
  });
});
