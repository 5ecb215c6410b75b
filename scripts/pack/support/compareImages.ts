// Compares two screenshots of the same element taken at different places on the page. A layout
// change above the element can move it by a fraction of a pixel, which moves every edge by one
// pixel in the screenshot and changes its height by one: so a pixel of `a` matches when `b` has
// a pixel within one pixel of its place that differs by at most `tolerance` in every channel.
// The images are decoded by the browser, on a blank page of the same context.
import type { Page } from '@playwright/test';

export type ImageDifference = {
  /** The share of `a`'s pixels that no pixel of `b` near it matches (0 to 1). */
  mismatch: number;
  sizes: [number, number][];
};

export const compareImages = async (
  page: Page,
  a: Buffer,
  b: Buffer,
  tolerance = 64,
): Promise<ImageDifference> => {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ([a, b, tolerance]) => {
        const decode = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, image.width, image.height);
          return { width: image.width, height: image.height, data };
        };
        const [A, B] = [await decode(a), await decode(b)];
        const matches = (x: number, y: number) => {
          const i = (y * A.width + x) * 4;
          for (let dy = -1; dy <= 1; dy++) {
            for (let dx = -1; dx <= 1; dx++) {
              const [bx, by] = [x + dx, y + dy];
              if (bx < 0 || by < 0 || bx >= B.width || by >= B.height) continue;
              const j = (by * B.width + bx) * 4;
              let worst = 0;
              for (let c = 0; c < 3; c++)
                worst = Math.max(worst, Math.abs(A.data[i + c] - B.data[j + c]));
              if (worst <= tolerance) return true;
            }
          }
          return false;
        };
        let mismatched = 0;
        for (let y = 0; y < A.height; y++) {
          for (let x = 0; x < A.width; x++) if (!matches(x, y)) mismatched++;
        }
        return {
          mismatch: mismatched / (A.width * A.height),
          sizes: [
            [A.width, A.height],
            [B.width, B.height],
          ] as [number, number][],
        };
      },
      [a.toString('base64'), b.toString('base64'), tolerance] as const,
    );
  } finally {
    await blank.close();
  }
};
