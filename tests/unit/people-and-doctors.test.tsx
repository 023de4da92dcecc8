// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { BlockList } from "../../src/app/BlockList.tsx";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { doctorProfile } from "./fixtures/doctor-profile.ts";
import { loadEveryBlock } from "./support/every-block.ts";
import { renderInSite } from "./support/render-in-site.tsx";

beforeAll(loadEveryBlock);

describe("people", () => {
  it("shows each person's photo, name one level below the heading, designation, words and named social links", () => {
    renderInSite(
      <BlockList
        path="/inner-page"
        blocks={[
          {
            type: "people",
            heading: "Our team",
            people: [
              {
                image: "/images/about/asha-photo.jpg",
                name: "Asha Rao",
                designation: "Head Physiotherapist",
                description: "Twelve years in spine care.",
                social: [{ network: "linkedin", href: "https://www.linkedin.com/in/asha.example" }],
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Our team" })).toBeInTheDocument();
    const card = screen.getByRole("heading", { name: "Asha Rao" }).closest("li") as HTMLElement;
    expect(within(card).getByRole("heading", { level: 3, name: "Asha Rao" })).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Portrait of Asha Rao" })).toHaveAttribute(
      "src",
      "/images/about/asha-photo.jpg",
    );
    expect(within(card).getByText("Head Physiotherapist")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Asha Rao on LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/asha.example",
    );
  });
});

describe("gallery", () => {
  const images = [
    { src: "/images/gallery/a.jpg", alt: "Yoga class", category: "Yoga" },
    { src: "/images/gallery/b.jpg", alt: "Gym floor", category: "GYM" },
    { src: "/images/gallery/c.jpg", alt: "Evening yoga", category: "Yoga" },
  ];

  it("without filter or lightbox, is a plain grid of pictures", () => {
    renderInSite(<BlockList path="/inner-page" blocks={[{ type: "gallery", images }]} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([
      "Yoga class",
      "Gym floor",
      "Evening yoga",
    ]);
  });

  it("with filter, offers All then each category once, in data order, and narrows the grid", async () => {
    renderInSite(<BlockList path="/inner-page" blocks={[{ type: "gallery", images, filter: true, lightbox: true }]} />);
    const group = screen.getByRole("group", { name: "Show pictures of" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Yoga", "GYM"]);
    await userEvent.click(within(group).getByRole("button", { name: "Yoga" }));
    expect(within(group).getByRole("button", { name: "Yoga" })).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Yoga class", "Evening yoga"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 3 pictures");
  });
});

describe("doctorDirectory", () => {
  const doctor = (name: string, category: "cardiology" | "pediatric" | "others") => ({
    image: "/images/doctors/a.jpg",
    department: "Physiotherapy",
    name,
    designation: "Consultant",
    description: "Sees patients on weekdays.",
    category,
    href: "/doctors/doctor-details",
  });
  const doctors = [
    doctor("Meera Shah", "pediatric"),
    doctor("Ravi Patel", "cardiology"),
    doctor("Nisha Desai", "pediatric"),
  ];

  it("names each filter button as site.json labels it, or by the category itself when unlabelled", async () => {
    renderInSite(
      <BlockList
        path="/inner-page"
        blocks={[{ type: "doctorDirectory", categoryLabels: { pediatric: "Children's health" }, doctors }]}
      />,
    );
    const group = screen.getByRole("group", { name: "Show doctors in" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Children's health", "cardiology"]);
    await userEvent.click(within(group).getByRole("button", { name: "Children's health" }));
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Meera Shah", "Nisha Desai"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 3 doctors");
  });
});

describe("doctorProfile", () => {
  it("lists the schedule of the opening hours it names as table rows, and makes the phone and email reachable", () => {
    renderInSite(
      <BlockList
        path="/inner-page"
        blocks={[
          doctorProfile({
            contactInfo: [
              { icon: "phone", title: "+91 98765 43210" },
              { icon: "email", title: "x@clinic.example" },
              { icon: "location", title: "Randesan" },
            ],
            degrees: [{ title: "MBBS", subtitle: "2006" }],
            experiences: [{ title: "Consultant" }],
          }),
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Dr. X" })).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Monday09.00-12.00",
      "Wednesday15.00-18.00",
      "Friday09.00-12.00",
    ]);
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByRole("link", { name: "x@clinic.example" })).toHaveAttribute("href", "mailto:x@clinic.example");
    expect(screen.getByText("Randesan").closest("a")).toBeNull();
  });

  it("shows the clinic's own phone, email and address on contact lines that leave out their words", () => {
    renderInSite(
      <BlockList
        path="/inner-page"
        blocks={[
          doctorProfile({
            contactInfo: [
              { icon: "phone" },
              { icon: "email" },
              { icon: "location" },
              { icon: "email", title: "x@a.in" },
            ],
          }),
        ]}
      />,
    );
    // virtual:site is the frozen sample site here: its contact details, written once in site.contact.
    const { phones, email, address } = sampleManifest().site.contact;
    expect(screen.getByRole("link", { name: `+91 ${phones[0].slice(0, 5)} ${phones[0].slice(5)}` })).toHaveAttribute(
      "href",
      `tel:+91${phones[0]}`,
    );
    expect(screen.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    expect(screen.getByText(address).closest("a")).toBeNull();
    expect(screen.getByRole("link", { name: "x@a.in" })).toHaveAttribute("href", "mailto:x@a.in");
  });
});
