// Interaction-to-next-paint in Chromium from the Event Timing API, shared by the benchmarks
// that measure it (packages/demo-app/scripts/interactions.mjs, scripts/bench/insightsFilter.mjs):
// the page that records every interaction's events, the INP of an action, and the figures.

/** How much slower the CPU is while an interaction is measured. */
export const CPU_SLOWDOWN = 4;
/** A good INP (web.dev): at most 100 ms at the median. */
export const INP_BUDGET_MS = 100;

// In the page, before its scripts: every event-timing entry of an interaction
// (interactionId > 0), and the first input.
const observeEvents = () => {
  const entries = [];
  window.__rsEvents = entries;
  const push = (list) => {
    for (const e of list.getEntries()) {
      entries.push({
        id: e.interactionId,
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        delay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
      });
    }
  };
  new PerformanceObserver(push).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(push).observe({ type: 'first-input', buffered: true });
};

/**
 * A page of a 1280x800 context that records its interactions. `prepare(context)` runs before
 * the page opens (e.g. another init script); with `log`, each measured action's events are
 * logged (duration = input delay + processing + until the paint).
 * Returns the page, `throttle(rate)` of its CPU, `settle()` and `inpOf(action)`.
 */
export const openInpPage = async (browser, { prepare, log } = {}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(observeEvents);
  if (prepare) await prepare(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

  /** Two frames and a task later: the paint that follows an interaction has happened. */
  const settle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
        ),
    );

  /**
   * The INP of `action`: the longest event of each interaction it caused (grouped by
   * interactionId), the longest of those. An interaction under the observer's 16 ms threshold
   * leaves no entry: it counts as 16 ms (an upper bound).
   */
  const inpOf = async (action) => {
    await page.evaluate(() => {
      window.__rsEvents.length = 0;
    });
    await action();
    await settle();
    await page.waitForTimeout(100);
    const entries = await page.evaluate(() => window.__rsEvents.slice());
    if (log) {
      const r = Math.round;
      log(
        entries
          .map((e) => `${e.name} ${r(e.duration)} (${r(e.delay)}+${r(e.processing)})`)
          .join(', '),
      );
    }
    const byInteraction = new Map();
    for (const e of entries) {
      if (!e.id) continue;
      byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    }
    return Math.max(16, ...byInteraction.values());
  };

  return { page, throttle, settle, inpOf };
};

/** The q-quantile of `values`, interpolated between the two nearest. */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo);
};

/** One measured figure: median and p95 of `values` (ms) against `budgetMs`. */
export const figureOf = ({ name, metric = 'INP', values, budgetMs = INP_BUDGET_MS }) => {
  const median = quantile(values, 0.5);
  return {
    name,
    metric,
    runs: values.length,
    medianMs: Math.round(median),
    p95Ms: Math.round(quantile(values, 0.95)),
    budgetMs,
    ok: median <= budgetMs,
    valuesMs: values.map((v) => Math.round(v)),
  };
};

/** What `--json` prints: the benchmark's figures, OK when every one is within its budget. */
export const benchmarkOutput = (benchmark, runs, figures) => ({
  benchmark,
  cpuSlowdown: CPU_SLOWDOWN,
  browser: 'chromium',
  date: new Date().toISOString(),
  runs,
  figures,
  ok: figures.every((f) => f.ok),
});
