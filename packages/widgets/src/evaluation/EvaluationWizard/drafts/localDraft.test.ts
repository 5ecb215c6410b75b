import { describe, expect, it } from 'vitest';
import { emptyWizardData } from '../../../model/evaluation/wizardData';
import {
  clearLocalDraft,
  localDraftKey,
  readLocalDraft,
  shouldRestore,
  writeLocalDraft,
} from './localDraft';

const key = localDraftKey('Demo@Rolescope.app');

describe('local draft storage', () => {
  it('keys the copy by e-mail, case-insensitively', () => {
    expect(key).toBe('rolescope:evaluation-draft:demo@rolescope.app');
    expect(localDraftKey(null)).toBe('rolescope:evaluation-draft:anonymous');
  });

  it('writes, reads and clears a copy', () => {
    const data = { ...emptyWizardData(), details: { role: 'Analyst' } };
    writeLocalDraft(key, { savedAt: 5, data, step: 2, pendingSave: true });
    expect(readLocalDraft(key)).toEqual({
      version: 1,
      savedAt: 5,
      data,
      step: 2,
      pendingSave: true,
    });
    clearLocalDraft(key);
    expect(readLocalDraft(key)).toBeNull();
  });

  it('never stores anything that looks like a credential', () => {
    const data = {
      ...emptyWizardData(),
      details: { role: 'Analyst', password: 'Secret@123', token: 'abc' } as never,
    };
    writeLocalDraft(key, { savedAt: 1, data, step: 1, pendingSave: false });
    const raw = window.localStorage.getItem(key) ?? '';
    expect(raw).toContain('Analyst');
    expect(raw).not.toMatch(/Secret@123|"token"|"password"/);
  });

  it('drops a malformed copy', () => {
    window.localStorage.setItem(key, '{"version":1,"savedAt":1,"data":{}}');
    expect(readLocalDraft(key)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
    window.localStorage.setItem(key, 'not json');
    expect(readLocalDraft(key)).toBeNull();
  });

  it('restores a copy of the same draft, or any copy on a fresh start', () => {
    const local = {
      version: 1 as const,
      savedAt: 1,
      data: emptyWizardData(),
      step: 1,
      draftId: 'd1',
      pendingSave: false,
    };
    expect(shouldRestore(local, undefined)).toBe(true);
    expect(shouldRestore(local, 'd1')).toBe(true);
    expect(shouldRestore(local, 'd2')).toBe(false);
    expect(shouldRestore(null, undefined)).toBe(false);
  });
});
