/**
 * A budget of bytes shared by concurrent work: `run(weight, work)` waits until `weight` fits
 * in what the work already running holds (first come, first served), then runs `work` and
 * gives the weight back when it settles. A weight over the whole budget runs alone.
 *
 * The whole-report lists weigh each request at the most its page can hold (its limit times
 * the largest report), so that however many arrive at once, the bodies in memory stay within
 * the budget (README, Limits; test/listMemory.test.ts).
 */
export const createByteBudget = (budgetBytes: number) => {
  let held = 0;
  const queue: { weight: number; start: () => void }[] = [];
  const pump = () => {
    for (;;) {
      const next = queue[0];
      if (!next || (held > 0 && held + next.weight > budgetBytes)) return;
      queue.shift();
      held += next.weight;
      next.start();
    }
  };
  const run = async <T>(weight: number, work: () => Promise<T>): Promise<T> => {
    const w = Math.min(Math.max(weight, 0), budgetBytes);
    await new Promise<void>((start) => {
      queue.push({ weight: w, start });
      pump();
    });
    try {
      return await work();
    } finally {
      held -= w;
      pump();
    }
  };
  return { run, held: () => held, waiting: () => queue.length };
};
