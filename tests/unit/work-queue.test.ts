import { expect, test } from "vitest";
import { WorkQueue } from "../../scripts/system/work-queue.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("runs every piece added, at most the limit at once, also pieces added while others run", async () => {
  const queue = new WorkQueue(3);
  let running = 0;
  let most = 0;
  const done: number[] = [];
  const piece = (number: number, ms: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    await pause(ms);
    running -= 1;
    done.push(number);
  };
  await queue.settled();
  [30, 5, 20, 1, 15].forEach((ms, number) => queue.add(piece(number, ms)));
  await pause(8);
  queue.add(piece(5, 0));
  await queue.settled();
  expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  expect(most).toBe(3);
});

test("settles after the last piece, failing with the first failure", async () => {
  const queue = new WorkQueue(2);
  let ended = 0;
  queue.add(async () => {
    await pause(5);
    throw new Error("disk full");
  });
  queue.add(async () => {
    await pause(15);
    ended += 1;
  });
  queue.add(async () => {
    throw new Error("second");
  });
  await expect(queue.settled()).rejects.toThrow("disk full");
  expect(ended).toBe(1);
});
