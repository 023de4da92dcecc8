// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { site } from "virtual:site";
import { describe, expect, it } from "vitest";
import { Header } from "../../src/layout/Header.tsx";
import { SiteRouter } from "../../src/routing/SiteRouter.tsx";
import { renderInSite } from "./support/render-in-site.tsx";

type NavLink = (typeof site.header.nav)[number];
const nav = (...links: [string, string][]): NavLink[] => links.map(([label, href]) => ({ label, href }));

// The menu as site.json may write it: links encoded or with a trailing slash.
const pageLinks = nav(["Home", "/"], ["About", "/%61bout"], ["Services", "/services/"], ["Doctor", "/doctors/100%25"]);

/** The menu links marked as the page shown when the browser's address is `address`. */
function currentAt(address: string, links: NavLink[]): string[] {
  site.header.nav = links;
  // The path as every page gets it: the address decoded once, where it comes in (the site's router).
  window.history.pushState({}, "", address);
  renderInSite(
    <SiteRouter>
      <Header />
    </SiteRouter>,
  );
  const menu = screen.getByRole("navigation", { name: "Main" });
  return [...menu.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent ?? "");
}

describe("the header marks the menu link of the page shown, comparing decoded paths", () => {
  it.each([
    ["/", ["Home"]],
    ["/about", ["About"]],
    ["/about/", ["About"]],
    ["/%61bout", ["About"]],
    ["/about%2F", ["About"]],
    ["/services%2Fgym", ["Services"]],
    ["/services/gym", ["Services"]],
    ["/doctors/100%25", ["Doctor"]],
    ["/doctors/100%2525", []],
    ["/aboutus", []],
    ["/%E0%A4%A", []],
  ])("at %s: %j", (address, labels) => {
    expect(currentAt(address, pageLinks)).toEqual(labels);
  });

  it.each(["/", "/about"])("at %s: neither a # link nor an outside address", (address) => {
    expect(currentAt(address, nav(["Top", "#"], ["Elsewhere", "https://example.com/"]))).toEqual([]);
  });
});
