/** Kebab-case id of a name: "Food and Agriculture" → "food-and-agriculture", "IIM Ahmedabad" → "iim-ahmedabad". */
export const toKebabId = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
