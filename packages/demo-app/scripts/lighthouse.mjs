// Lighthouse's performance score of a page (its default mobile profile: simulated slow 4G and a
// 4x slower CPU), in Debian's Chromium, headless, with the project's flags. perf.mjs calls it
// for /login against the server it started; alone: node packages/demo-app/scripts/lighthouse.mjs <url>
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../../scripts/playwright/chromium.mjs';

/** The run's performance score (0 to 1) and the audits that cost it points. */
export const lighthouseScore = async (url) => {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { categories, audits } = result.lhr;
    const metric = (id) => audits[id]?.numericValue;
    return {
      url,
      score: categories.performance.score,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      // What Lighthouse suggests, with its estimated saving, for the report.
      opportunities: Object.values(audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
        .map((a) => ({ id: a.id, title: a.title, savingsMs: a.details.overallSavingsMs })),
    };
  } finally {
    chrome.kill();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    console.error('Usage: node packages/demo-app/scripts/lighthouse.mjs <url>');
    process.exit(2);
  }
  console.log(JSON.stringify(await lighthouseScore(url), null, 2));
}
