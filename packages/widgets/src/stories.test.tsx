import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';

/**
 * Every story of the widgets, rendered as a test: loaders (msw), decorators (the provider),
 * the play function if any, then axe-core on the page. Serious and critical violations fail.
 */
type StoryModule = Parameters<typeof composeStories>[0];
type RunnableStory = { run: () => Promise<void> };
const runnable = (module: StoryModule) =>
  Object.entries(composeStories(module)) as [string, RunnableStory][];

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const seriousViolations = async (): Promise<string[]> => {
  // floating-ui's focus guards get role="button" (for VoiceOver) when navigator.vendor is
  // Apple's, as jsdom's is; in Chrome and Firefox they are aria-hidden. Not ours to name.
  const context = { include: [document.body], exclude: [['[data-floating-ui-focus-guard]']] };
  const results = await axe.run(context as axe.ElementContext, {
    resultTypes: ['violations'],
    // jsdom has no layout: contrast is checked in the browser (Storybook's a11y panel, Playwright).
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

afterAll(() => {
  document.body.innerHTML = '';
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = runnable(module);
  it.each(stories)('%s renders, plays and passes axe', async (_name, Story) => {
    await Story.run();
    expect(document.body.querySelector('[data-rolescope]')).not.toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('stories', () => {
  it('are all found', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(12);
  });

  it('talk to the real API in memory through msw (preview loader)', async () => {
    const [first] = Object.values(modules);
    const [entry] = first ? runnable(first) : [];
    await entry?.[1].run();
    const res = await fetch(`${window.location.origin}/api/health`);
    expect(res.status).toBe(200);
    const login = await fetch(`${window.location.origin}/api/v1/survey/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong@1234' }),
    });
    expect(login.status).toBe(401);
  });
});
