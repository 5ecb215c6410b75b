import { describe, expect, it, vi } from 'vitest';
import { applyClearance, liftAbove } from './clearance';

// A 1280×800 window: the region 380 px wide at the bottom right, 16 px from the edges.
const region = { left: 884, right: 1264, top: 704, bottom: 784 };

describe('liftAbove', () => {
  it('leaves the region at the bottom when it covers no primary button', () => {
    const leftButton = { left: 40, right: 160, top: 720, bottom: 760 };
    expect(liftAbove(region, [leftButton])).toBe(0);
  });

  it('lifts the region just above a primary button it would cover, with 8 px between', () => {
    const saveNext = { left: 1100, right: 1240, top: 730, bottom: 770 };
    expect(liftAbove(region, [saveNext])).toBe(784 - 730 + 8);
  });

  it('keeps lifting past buttons stacked above each other', () => {
    const lower = { left: 900, right: 1200, top: 740, bottom: 780 };
    const upper = { left: 900, right: 1200, top: 640, bottom: 690 };
    const lift = liftAbove(region, [upper, lower]);
    expect(lift).toBe(784 - 640 + 8);
    expect(region.bottom - lift).toBeLessThanOrEqual(upper.top);
  });

  it('stays at the bottom when no place below the top of the window is free', () => {
    const tall = { left: 0, right: 1280, top: 10, bottom: 790 };
    expect(liftAbove(region, [tall])).toBe(0);
  });
});

describe('applyClearance', () => {
  it('measures nothing while no toast shows (no forced layout on mount), and drops a lift', () => {
    const region = document.createElement('div');
    document.body.append(region);
    const measure = vi.spyOn(region, 'getBoundingClientRect');
    expect(applyClearance(region)).toBe(0);
    expect(measure).not.toHaveBeenCalled();
    expect(region.style.getPropertyValue('--rs-toast-lift')).toBe('');
    region.style.setProperty('--rs-toast-lift', '48px');
    expect(applyClearance(region)).toBe(0);
    expect(region.style.getPropertyValue('--rs-toast-lift')).toBe('0px');
    expect(measure).not.toHaveBeenCalled();
    region.remove();
  });
});
