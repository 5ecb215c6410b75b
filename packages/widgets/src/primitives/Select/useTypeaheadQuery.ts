import { useRef } from 'react';

const RESET_MS = 500;

/** Collects type-ahead keystrokes into a query that resets after 500 ms without typing. */
export const useTypeaheadQuery = () => {
  const state = useRef<{ query: string; timer: ReturnType<typeof setTimeout> | undefined }>({
    query: '',
    timer: undefined,
  });
  return {
    /** Adds a character and returns the whole query so far. */
    push: (char: string): string => {
      const s = state.current;
      clearTimeout(s.timer);
      s.query += char;
      s.timer = setTimeout(() => {
        s.query = '';
      }, RESET_MS);
      return s.query;
    },
    /** True while a query is being typed (Space then belongs to it). */
    active: (): boolean => state.current.query !== '',
  };
};
