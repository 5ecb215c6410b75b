import { type GlobalStyleRule, globalStyle, type StyleRule, style } from '@vanilla-extract/css';
import { bareList, flexColumn, flexRow } from '../../styles/layout';
import { accentTag, bodyText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

/** The dialog panel of the report (with the Dialog primitive's own class). */
export const panel = style({});

const print = (rule: GlobalStyleRule): GlobalStyleRule => ({ '@media': { print: rule } });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

/** The report's sections (the Accordion primitive's root). */
export const accordion = style({});

/** The "Evaluation" tag beside a section's title. */
export const tag = style([accentTag, { marginInlineStart: vars.space['3'] }]);

/*
 * Below the fold of the opening dialog: `content-visibility: auto` lets the browser skip their
 * layout and paint while they are off screen (the dialog's first frame laid out every
 * section). `auto` in `contain-intrinsic-size` keeps the last size they had once shown, so the
 * scroll height does not jump back. Printing shows everything.
 */
const offscreenLazy = (height: string): StyleRule => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${height}`,
  '@media': { print: { contentVisibility: 'visible' } },
});

/** A section's content. */
export const sectionBody = style([
  flexColumn('4'),
  { paddingBlockStart: vars.space['2'] },
  offscreenLazy('320px'),
]);

export const group = style(flexColumn('2'));

export const groupTitle = style([mutedText('sm'), { fontWeight: vars.fontWeight.semibold }]);

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  margin: 0,
});

export const fieldRow = style(flexColumn('1'));

export const fieldLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const required = style({ marginInlineStart: '2px', color: vars.color.destructive });

export const fieldValue = style([bodyText('sm'), { overflowWrap: 'anywhere' }]);

export const questions = style([flexColumn('3'), bareList]);

export const question = style([
  flexColumn('1'),
  {
    padding: vars.space['3'],
    borderRadius: vars.radius.control,
    background: vars.color.surfaceSunken,
  },
]);

export const questionTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const questionText = style(mutedText('sm'));

export const answer = style(bodyText('sm'));

export const answerLabel = style({ fontWeight: vars.fontWeight.medium });

/**
 * The score composition and competency profile charts, one under the other, mounted in the
 * task after the opening dialog's first paint. No `content-visibility: auto`: on an element on
 * screen it costs a second style and layout pass in the frame the browser unlocks it (opening a
 * report 104 -> 80-88 ms at a 4x slower CPU, when they were in the first frame).
 */
export const charts = style([flexColumn('4'), { minWidth: 0, marginBlock: vars.space['4'] }]);

/**
 * Where the charts, the review and the sections come in the task after the opening dialog's
 * first paint (`ReportBody`): a viewport's height, so the panel opens at its full height and
 * the footer below the first screen, and nothing on screen moves when they come.
 */
export const pending = style({ minBlockSize: '100vh', '@media': { print: { display: 'none' } } });

/** How the chosen level compares with the recommended one. */
export const comparison = style([bodyText('sm', 'semibold'), { color: vars.color.accentText }]);

export const footer = style([
  flexColumn('2'),
  { paddingBlockStart: vars.space['4'], borderTop: `1px solid ${vars.color.border}` },
]);

export const footerRow = style(flexRow('2'));

export const footerText = style(mutedText('xs'));

export const footerStrong = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const mono = style({ fontFamily: vars.font.mono });

/** The manager's review beside the employee's levels: a section of its own, printed too. */
export const review = style([flexColumn('3'), { minWidth: 0, marginBlock: vars.space['4'] }]);

export const reviewTitle = style([bodyText('lg', 'semibold'), { margin: 0 }]);

export const reviewComment = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// ---------------------------------------------------------------- print (A4)

// `@page` is not a selector, but vanilla-extract writes a global rule verbatim.
globalStyle('@page', { size: 'A4', margin: '15mm' } as GlobalStyleRule);

/** With the report open, print only the report: everything else on the page is left out. */
globalStyle(
  `body:has(${panel}) *:not(:has(${panel}), ${panel}, ${panel} *)`,
  print({ display: 'none' }),
);

/** The report's ancestors (the dialog overlay, the portal): a plain flowing document. */
globalStyle(
  `body:has(${panel}) *:has(${panel})`,
  print({
    position: 'static',
    display: 'block',
    inset: 'auto',
    width: 'auto',
    height: 'auto',
    minHeight: 0,
    maxHeight: 'none',
    margin: 0,
    padding: 0,
    overflow: 'visible',
    background: 'none',
    animation: 'none',
  }),
);

globalStyle(
  `[data-rolescope] ${panel}`,
  print({
    position: 'static',
    display: 'block',
    width: 'auto',
    maxWidth: 'none',
    minHeight: 0,
    maxHeight: 'none',
    padding: 0,
    overflow: 'visible',
    boxShadow: 'none',
    borderRadius: 0,
    animation: 'none',
    background: 'none',
  }),
);

/** Every section open; no buttons or controls (section headers print as headings). */
const sectionPanel = `${accordion} [data-accordion-panel]`;
const sectionHeader = `${accordion} [data-accordion-header]`;
globalStyle(`[data-rolescope] ${sectionPanel}`, print({ display: 'block', paddingInline: 0 }));
globalStyle(
  `[data-rolescope] ${panel} button:not([data-accordion-header])`,
  print({ display: 'none' }),
);
globalStyle(`[data-rolescope] ${sectionHeader} > svg`, print({ display: 'none' }));
globalStyle(`[data-rolescope] ${toolbar}`, print({ display: 'none' }));
globalStyle(`[data-rolescope] ${sectionHeader}`, print({ minHeight: 0, paddingInline: 0 }));
globalStyle(`[data-rolescope] ${accordion}`, print({ border: 'none' }));

/** The review's rows and title are never cut across pages. */
globalStyle(
  `[data-rolescope] ${review} tr, [data-rolescope] ${reviewTitle}`,
  print({ breakInside: 'avoid' }),
);

/** Rows, questions and headings are never cut across pages; lines are never cut. */
globalStyle(
  `[data-rolescope] ${fieldRow}, [data-rolescope] ${question}, [data-rolescope] ${footer}`,
  print({ breakInside: 'avoid' }),
);
globalStyle(
  `[data-rolescope] ${accordion} :has(> [data-accordion-header]), [data-rolescope] ${groupTitle}`,
  print({ breakAfter: 'avoid', breakInside: 'avoid' }),
);
globalStyle(
  `[data-rolescope] ${panel} p, [data-rolescope] ${panel} dd`,
  print({ orphans: 3, widows: 3 }),
);

/** Why a report could not be opened (ReportLoadDialog). */
export const loadError = style({ margin: 0, color: vars.color.textMuted });
