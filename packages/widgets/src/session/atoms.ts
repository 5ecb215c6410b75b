import type { User } from '@rolescope/core';
import { atom } from 'jotai';

/** Auth state of the specification (section 3): one set per provider's private store. */
export const isAuthenticatedAtom = atom(false);
export const userAtom = atom<User | null>(null);
/** True until the stored session has been read at start-up. */
export const authLoadingAtom = atom(true);
/** The shared loading flag behind the full-screen "Loading..." overlay. */
export const isLoadingAtom = atom(false);
/** The e-mail being registered or signed in (the OTP step reads it). */
export const currentEmailAtom = atom<string | null>(null);
