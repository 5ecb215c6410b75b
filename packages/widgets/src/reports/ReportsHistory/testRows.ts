import { screen, within } from '@testing-library/react';

/** The data rows of the reports table (header row left out). */
export const dataRows = async (): Promise<HTMLElement[]> => {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
};

/** The text of column `index` of every data row. */
export const column = async (index: number): Promise<string[]> =>
  (await dataRows()).map((r) => within(r).getAllByRole('cell')[index]?.textContent ?? '');
