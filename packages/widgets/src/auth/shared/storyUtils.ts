import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

/** msw handlers that keep a POST of the API pending forever (pending states). */
export const pendingPost = (path: string) => [http.post(`*/api${path}`, () => delay('infinite'))];

/** msw handlers that answer a POST of the API with an error body. */
export const failingPost = (path: string, status: number, body: Record<string, unknown>) => [
  http.post(`*/api${path}`, () => HttpResponse.json(body, { status })),
];

/** msw handlers for a POST that gets no answer at all (network error). */
export const networkErrorPost = (path: string) => [
  http.post(`*/api${path}`, () => HttpResponse.error()),
];

/** The whole document: toasts and dialogs are portalled outside the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until a toast with this title is shown. */
export const expectToast = async (canvasElement: HTMLElement, title: string) => {
  const body = page(canvasElement);
  await waitFor(() =>
    expect(body.getAllByText(title, { selector: '[data-toast-id] p' }).length).toBeGreaterThan(0),
  );
};
