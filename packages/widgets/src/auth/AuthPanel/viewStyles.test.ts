import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewsCss } from '#auth-views-css';

const styleElements = () => document.querySelectorAll('style').length;

beforeEach(() => {
  // jsdom has no constructable stylesheets: a document that adopts them, and a sheet.
  document.adoptedStyleSheets = [];
  vi.stubGlobal(
    'CSSStyleSheet',
    class {
      text = '';
      replaceSync(text: string) {
        this.text = text;
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('adoptViewStyles', () => {
  it("does nothing in the sources (the bundler brings the views' rules)", async () => {
    expect(viewsCss).toBe('');
    const before = styleElements();
    const { adoptViewStyles } = await import('./viewStyles');
    adoptViewStyles();
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(styleElements()).toBe(before);
  });

  it("adopts the built views' rules once, after the page's sheets, without a style element", async () => {
    const hostSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [hostSheet];
    const before = styleElements();
    const { adoptViewStyles } = await import('./viewStyles');
    adoptViewStyles('.rs0_1_0_a{color:red}');
    adoptViewStyles('.rs0_1_0_a{color:red}');
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[0]).toBe(hostSheet);
    expect(document.adoptedStyleSheets[1]).toMatchObject({ text: '.rs0_1_0_a{color:red}' });
    expect(styleElements()).toBe(before);
  });
});
