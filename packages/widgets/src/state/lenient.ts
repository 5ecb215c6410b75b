import * as z from 'zod/mini';

/**
 * Schemas for reading untyped state (a router's navigation state, a saved body) field by field:
 * a value of the wrong type falls back to empty instead of failing the whole read.
 */

/** A value `item` accepts, else undefined (dropped by the list or map around it). */
const orDropped = <T>(item: z.ZodMiniType<T>) => z.catch(z.optional(item), undefined);
const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** A list that keeps the distinct items `item` accepts and drops the rest (else empty). */
export const listOf = <T>(item: z.ZodMiniType<T>) =>
  z.catch(
    z.pipe(
      z.array(orDropped(item)),
      z.transform((list) => [...new Set(list.filter(defined))]),
    ),
    [],
  );

/** A map that keeps the entries whose value `item` accepts and drops the rest (else empty). */
export const entriesOf = <T>(item: z.ZodMiniType<T>) =>
  z.catch(
    z.pipe(
      z.record(z.string(), orDropped(item)),
      z.transform((map) =>
        Object.fromEntries(Object.entries(map).filter((e): e is [string, T] => defined(e[1]))),
      ),
    ),
    {},
  );

/** A string, else ''. */
export const text = z.catch(z.string(), '');
