/** Degree options for step 1 (the field is shown disabled, preset to the MBA). */
import type { OptionItem } from './organization';

export const DEFAULT_DEGREE = 'mba';

export const degrees: readonly OptionItem[] = (
  [
    ['mba', 'MBA (Master of Business Administration)'],
    ['pgdm', 'PGDM (Post Graduate Diploma in Management)'],
    ['executive-mba', 'Executive MBA'],
    ['btech', 'B.Tech (Bachelor of Technology)'],
    ['be', 'B.E. (Bachelor of Engineering)'],
    ['mtech', 'M.Tech (Master of Technology)'],
    ['me', 'M.E. (Master of Engineering)'],
    ['bsc', 'B.Sc (Bachelor of Science)'],
    ['msc', 'M.Sc (Master of Science)'],
    ['bcom', 'B.Com (Bachelor of Commerce)'],
    ['mcom', 'M.Com (Master of Commerce)'],
    ['ba', 'B.A. (Bachelor of Arts)'],
    ['ma', 'M.A. (Master of Arts)'],
    ['bba', 'BBA (Bachelor of Business Administration)'],
    ['bca', 'BCA (Bachelor of Computer Applications)'],
    ['mca', 'MCA (Master of Computer Applications)'],
    ['barch', 'B.Arch (Bachelor of Architecture)'],
    ['bdes', 'B.Des (Bachelor of Design)'],
    ['mdes', 'M.Des (Master of Design)'],
    ['bpharm', 'B.Pharm (Bachelor of Pharmacy)'],
    ['mbbs', 'MBBS (Bachelor of Medicine and Bachelor of Surgery)'],
    ['llb', 'LLB (Bachelor of Laws)'],
    ['ca', 'CA (Chartered Accountant)'],
    ['cs', 'CS (Company Secretary)'],
    ['phd', 'Ph.D. (Doctor of Philosophy)'],
  ] as const
).map(([id, label]) => ({ id, label }));
