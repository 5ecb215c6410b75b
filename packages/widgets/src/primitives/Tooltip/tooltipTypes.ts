/**
 * What the trigger and the lazily loaded bubble share: the handlers Floating UI's interaction
 * hooks give the trigger (the bubble writes them once loaded, the trigger calls them), and when
 * the pointer entered the trigger (null: it is not over it), the hover the bubble hands over.
 */
export type ReferenceHandlers = Record<string, unknown>;

export type HoverIntent = { since: number | null };
