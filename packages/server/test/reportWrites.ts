/** Test-only: the writes the report-list tests (documents, summaries) make of one owner's reports. */
import type { ScoreDetails } from '@rolescope/core';
import type { Store, StoredReportBody } from '../src/store/types';
import { newUser } from './storeFixtures';

export const t0 = new Date('2026-03-01T08:15:30.250Z');
/** `s` seconds after t0. */
export const at = (s: number) => new Date(t0.getTime() + s * 1000);
export const score = {
  finalScore: 260.59,
  careerLevel: 18,
  category: 'low',
} as unknown as ScoreDetails;

/** A body an older server may have stored, whatever its shape: the store keeps it as JSON. */
export const older = (body: unknown) => body as StoredReportBody;

type Submitted = Pick<
  Parameters<Store['submitReport']>[0],
  'report' | 'selectedLevels' | 'userFilledDetails'
>;
type StoredRecord = NonNullable<Awaited<ReturnType<Store['findOwnedReport']>>>;
type DraftFields = Omit<
  Parameters<Store['createDraft']>[0],
  'ownerId' | 'email' | 'id' | 'now' | 'selectedLevels'
> &
  Partial<Pick<Parameters<Store['createDraft']>[0], 'selectedLevels'>>;
/** Ada's draft `id`, saved `seconds` after t0 (no selected levels unless given). */
type WriteDraft = (id: string, seconds: number, fields: DraftFields) => Promise<unknown>;

/**
 * Ada (user 1, created at t0) with draft d1 (no content, at 1); `write` adds the test's own
 * drafts and updates, then d1 is submitted with `d1` at 20 and r1, a report without a draft
 * and with a falsy body (0), at 30. Resolves to Ada's id.
 */
export const writeReports = async (
  s: Store,
  write: (draft: WriteDraft, owner: string) => Promise<void>,
  d1: Submitted,
): Promise<string> => {
  const owner = await s.createUser(newUser(1, { email: 'ada@example.com', createdAt: t0 }));
  const base = { ownerId: owner.id, email: owner.email };
  const draft: WriteDraft = (id, seconds, fields) =>
    s.createDraft({ ...base, id, selectedLevels: {}, ...fields, now: at(seconds) });
  await draft('d1', 1, { report: null, userFilledDetails: {} });
  await write(draft, owner.id);
  await s.submitReport({
    ...base,
    ...d1,
    scoreDetails: score,
    draftId: 'd1',
    newId: 'unused',
    now: at(20),
  });
  await s.submitReport({
    ...base,
    report: older(0),
    selectedLevels: {},
    userFilledDetails: {},
    scoreDetails: score,
    draftId: null,
    newId: 'r1',
    now: at(30),
  });
  return owner.id;
};

/** The owner's stored reports of `ids`, each as `read` makes it, in that order. */
export const storedAs = async <T>(
  s: Store,
  ownerId: string,
  ids: readonly string[],
  read: (record: StoredRecord) => T,
): Promise<T[]> => {
  const out: T[] = [];
  for (const id of ids) {
    const record = await s.findOwnedReport(ownerId, id);
    if (!record) throw new Error(`missing ${id}`);
    out.push(read(record));
  }
  return out;
};
