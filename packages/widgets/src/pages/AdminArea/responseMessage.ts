import { serverMessage } from '@rolescope/core';

/** The server's message of a failed call, if it sent one (core's `serverMessage`). */
export const responseMessageOf = serverMessage;
