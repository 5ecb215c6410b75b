/** Password hashing behind an interface: argon2id in Node, a cheap hasher in tests and the mock. */
export interface Hasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws for those. */
  verify(hash: string, password: string): Promise<boolean>;
}
