// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { preloadableBlock } from "../../src/app/preloadable-block.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("a block in its own chunk", () => {
  it("renders at once, with no loading fallback, once preloaded", async () => {
    const Block = preloadableBlock(() => Promise.resolve(Greeting));
    await Block.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Block name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Asha")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("still renders when it was never preloaded, after a fallback", async () => {
    const Block = preloadableBlock(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Block name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByText("Hello Ravi")).toBeTruthy();
  });
});
