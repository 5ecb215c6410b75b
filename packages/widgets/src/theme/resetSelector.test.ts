import { describe, expect, it } from 'vitest';
import { resetSelector, widgetRootAttribute } from './resetSelector';

const parts = resetSelector.split(/,\s*(?![^()]*\))/);

function mount(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute(widgetRootAttribute, '');
  root.innerHTML = `
    <h1>Title</h1>
    <p><button type="button">Go <svg viewBox="0 0 24 24"><g><path d="M0 0h24"/><circle r="2"/><text>t</text></g></svg></button></p>
    <input placeholder="Name" />`;
  document.body.append(root);
  return root;
}

describe('the scoped reset selector', () => {
  it("leaves the host's own markup inside the provider alone: only a widget's root is reset", () => {
    const provider = document.createElement('div');
    provider.setAttribute('data-rolescope', '');
    provider.innerHTML = `<header><h1>Portal</h1></header><div ${widgetRootAttribute}=""><h2>Widget</h2></div>`;
    document.body.append(provider);
    const element = parts[0] as string;
    expect(provider.querySelector('h1')?.matches(element)).toBe(false);
    expect(provider.querySelector('h2')?.matches(element)).toBe(true);
    provider.remove();
  });

  it('resets every HTML element under the root, not the root itself', () => {
    const root = mount();
    const element = parts[0] as string;
    for (const tag of ['h1', 'p', 'button', 'input']) {
      expect(root.querySelector(tag)?.matches(element), tag).toBe(true);
    }
    expect(root.matches(element)).toBe(false);
    root.remove();
  });

  it('leaves SVG elements and their contents alone (their presentation attributes draw them)', () => {
    const root = mount();
    const element = parts[0] as string;
    for (const tag of ['svg', 'g', 'path', 'circle', 'text']) {
      expect(root.querySelector(tag)?.matches(element), tag).toBe(false);
    }
    root.remove();
  });

  it('has no complex selector inside :not(), which made every element walk up its ancestors', () => {
    const negations = resetSelector.match(/:not\(([^)]*)\)/g) ?? [];
    expect(negations.length).toBeGreaterThan(0);
    for (const negation of negations) {
      expect(negation).not.toMatch(/[\w*\])][ >+~]+[\w*[:]/);
    }
  });

  it('reverts ::before and ::after of every element and ::placeholder of text fields only', () => {
    expect(parts.filter((part) => part.endsWith('::before'))).toHaveLength(1);
    expect(parts.filter((part) => part.endsWith('::after'))).toHaveLength(1);
    expect(parts.filter((part) => part.endsWith('::placeholder'))).toEqual([
      '[data-rs-widget] :where(input, textarea)::placeholder',
    ]);
  });
});
