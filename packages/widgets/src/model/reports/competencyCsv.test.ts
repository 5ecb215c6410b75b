import type { Report } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { en } from '../../strings/en';
import { fullReport, referencedReport } from '../../test/reportFixtures';
import { competencyCsv, competencyCsvFileName } from './competencyCsv';

const s = en.reportDialog;
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('competencyCsv', () => {
  it('writes a header and one row per competency with its levels and the gap', () => {
    expect(lines(competencyCsv(fullReport, s))).toEqual([
      'Competency,Reference,Selected level,Level name,Level reference,Recommended level,Levels below recommended',
      'API Design,,4,Lead,,4,0',
      'Data Modelling,,3,Advanced,,3,0',
    ]);
  });

  it("carries the competency's and the chosen level's external references", () => {
    expect(lines(competencyCsv(referencedReport, s))[1]).toBe(
      'API Design,SSC/N0501,4,Lead,NSQF 6,4,0',
    );
  });

  it('counts the levels below the recommended one, and leaves unknown levels empty', () => {
    const below = { ...fullReport, selectedLevels: { '1': 2 } } as Report;
    const [, first, second] = lines(competencyCsv(below, s));
    expect(first).toBe('API Design,,2,Practitioner,,4,2');
    expect(second).toBe('Data Modelling,,,,,3,');
  });

  it("names the file after the report's date", () => {
    expect(competencyCsvFileName(fullReport, s)).toBe('competency-report-2025-01-02.csv');
  });
});
