/**
 * Work started as it is added, at most `limit` pieces at a time: a large build compresses thousands of
 * files, and starting them all at once holds them all in memory together. `settled` waits until every
 * piece added has ended, and fails with the first piece that failed.
 */
export class WorkQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private next = 0;
  private running = 0;
  private failed: { error: unknown } | undefined;
  private onIdle: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  add(work: () => Promise<void>): void {
    this.waiting.push(work);
    this.startWhatFits();
  }

  settled(): Promise<void> {
    const outcome = () => (this.failed ? Promise.reject(this.failed.error) : Promise.resolve());
    if (this.isIdle()) return outcome();
    return new Promise<void>((resolve) => this.onIdle.push(resolve)).then(outcome);
  }

  private isIdle(): boolean {
    return this.running === 0 && this.next === this.waiting.length;
  }

  private startWhatFits(): void {
    while (this.running < this.limit && this.next < this.waiting.length) {
      const work = this.waiting[this.next] as () => Promise<void>;
      // What has started is let go of: the queue of a large build is long.
      this.waiting[this.next] = () => Promise.resolve();
      this.next += 1;
      this.running += 1;
      work()
        .catch((error: unknown) => (this.failed ??= { error }))
        .finally(() => {
          this.running -= 1;
          this.startWhatFits();
        });
    }
    if (this.isIdle()) for (const resolve of this.onIdle.splice(0)) resolve();
  }
}
