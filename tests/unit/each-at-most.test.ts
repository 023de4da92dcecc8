import { expect, test } from "vitest";
import { eachAtMost } from "../../scripts/system/each-at-most.ts";

test("works on every item with at most the limit at once, and gives the results in the items' order", async () => {
  let running = 0;
  let most = 0;
  const delays = [30, 5, 20, 1, 15, 0, 10];
  const results = await eachAtMost(delays, 3, async (delay) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, delay));
    running -= 1;
    return delay * 2;
  });
  expect(results).toEqual(delays.map((delay) => delay * 2));
  expect(most).toBe(3);
  expect(await eachAtMost([], 3, async () => 1)).toEqual([]);
});
