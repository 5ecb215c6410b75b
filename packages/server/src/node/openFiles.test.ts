import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectionCap, openFileLimit } from './openFiles';

const limitsFile = (soft: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'limits-'));
  const file = path.join(dir, 'limits');
  writeFileSync(
    file,
    'Limit                     Soft Limit           Hard Limit           Units\n' +
      `Max open files            ${soft}                 8192                 files\n`,
  );
  return { file, done: () => rmSync(dir, { recursive: true }) };
};

describe('openFileLimit and connectionCap', () => {
  it('reads the soft open-file limit, or nothing when it cannot', () => {
    const f = limitsFile('1024');
    expect(openFileLimit(f.file)).toBe(1024);
    f.done();
    const u = limitsFile('unlimited');
    expect(openFileLimit(u.file)).toBeUndefined();
    u.done();
    expect(openFileLimit('/nonexistent/limits')).toBeUndefined();
  });

  it('keeps an eighth of the limit (at least 64) for the rest of the process; MAX_CONNECTIONS only lowers it', () => {
    expect(connectionCap(1024)).toBe(896);
    expect(connectionCap(256)).toBe(192);
    expect(connectionCap(65_536)).toBe(57_344);
    expect(connectionCap(1024, 100)).toBe(100);
    expect(connectionCap(1024, 5000)).toBe(896);
    expect(connectionCap(undefined)).toBe(4096);
  });
});
