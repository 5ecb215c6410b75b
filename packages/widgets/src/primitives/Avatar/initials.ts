/** The first two letters of the e-mail (upper case), else the fallback ("U"). */
export const initialsOf = (email: string | null | undefined, fallback = 'U'): string => {
  const trimmed = email?.trim() ?? '';
  return trimmed ? trimmed.slice(0, 2).toUpperCase() : fallback;
};
