// The widgets' React-free domain model: reading reports and drafts, sorting them, the career
// model, the competency levels and selection, the wizard's data, the API's error messages.
// Nothing in it imports React or a feature folder.
// Features import its modules by path (`model/reports/draftState`), not through this index: an
// index re-exporting them all pulls every module it names into each widget's first chunk when
// a host's bundler splits the code (LevelPicker's first load measured 50.5 -> 58.0 KB).
// This index is what the package's entry publishes of it.
export type { EvaluationNavigationState } from './evaluation/types';
