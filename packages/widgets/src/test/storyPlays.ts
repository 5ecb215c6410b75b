/** Story-only: the plays that wait for what a story shows once its data has come. */
import { expect, within } from 'storybook/test';

type Canvas = { canvasElement: HTMLElement };

/** A play: the text appears (after the widget's loading) within the timeout. */
export const showsText =
  (text: string | RegExp, timeout = 10_000) =>
  async ({ canvasElement }: Canvas) => {
    await expect(await within(canvasElement).findByText(text, {}, { timeout })).toBeInTheDocument();
  };
