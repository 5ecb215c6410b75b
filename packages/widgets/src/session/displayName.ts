/** The parts of a user the display name and initials come from. */
export type NamedUser = { name?: string | null; email?: string | null };

const words = (text: string | null | undefined): string[] =>
  (text ?? '').trim().split(/\s+/).filter(Boolean);

/** The e-mail's local part (before the @), trimmed; '' without an e-mail. */
const localPart = (email: string | null | undefined): string => {
  const trimmed = (email ?? '').trim();
  const at = trimmed.indexOf('@');
  return (at === -1 ? trimmed : trimmed.slice(0, at)).trim();
};

/**
 * The name shown for a user (the greeting, the user menu): their full name when set, else
 * the e-mail's local part, else `fallback` ("User").
 */
export const displayNameOf = (user: NamedUser | null | undefined, fallback = 'User'): string =>
  words(user?.name).join(' ') || localPart(user?.email) || fallback;

/** The first character of a word (a whole code point, so an emoji or a surrogate pair stays whole). */
const firstLetter = (word: string): string => Array.from(word)[0] ?? '';

/**
 * The avatar's initials, upper case: the first letters of the first two words of the name,
 * else the first two letters of the e-mail, else `fallback` ("U").
 */
export const initialsOf = (user: NamedUser | null | undefined, fallback = 'U'): string => {
  const name = words(user?.name).slice(0, 2).map(firstLetter).join('');
  if (name) return name.toUpperCase();
  const email = Array.from((user?.email ?? '').trim())
    .slice(0, 2)
    .join('');
  return email ? email.toUpperCase() : fallback;
};
