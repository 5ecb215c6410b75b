/** What the report dialog of the widgets carries while it is open (its toolbar's mark). */
const REPORT_MARK = '[data-rs-print-report]';
/** The open report's dialog. */
const REPORT = `[role="dialog"]:has(${REPORT_MARK})`;
/** The widgets' root, in the shadow root, while it shows a report. */
const ROOT = `[data-rolescope]:has(${REPORT_MARK})`;

/**
 * The declarations that lay a report's ancestors out as a plain flowing document (no fixed
 * place, size, clipping, box or backdrop), each `!important`, with `more` of the same kind.
 */
const asFlow = (...more: string[]) =>
  [
    'position: static',
    'display: block',
    'inset: auto',
    'width: auto',
    'height: auto',
    'min-height: 0',
    'max-height: none',
    'margin: 0',
    'padding: 0',
    'overflow: visible',
    'background: none',
    ...more,
  ]
    .map((declaration) => `${declaration} !important;`)
    .join(' ');

/**
 * The shadow root's half of printing a report: the widgets' own print rules leave out what is
 * around the report from `body` down, and no `body` is in reach in here; these do it from the
 * widgets' root down (the report itself keeps the widgets' A4 rules).
 */
export const SHADOW_PRINT_RULES = `
@media print {
  ${ROOT} *:not(:has(${REPORT_MARK}), ${REPORT}, ${REPORT} *) { display: none !important; }
  ${ROOT}, ${ROOT} *:has(${REPORT_MARK}):not(${REPORT}, ${REPORT} *) {
    ${asFlow('animation: none')}
  }
}
`;

/** Set on an element while a report is open in its shadow root: the page prints that report. */
const PRINTING_ATTRIBUTE = 'data-rs-printing-report';

const host = `[${PRINTING_ATTRIBUTE}]`;

/**
 * The page's half of printing a report shown inside an element. The widgets' print rules reach
 * into their own shadow root only (no `body` there); these rules, adopted by the document,
 * leave out everything on the page but that element, lay its ancestors out as a plain flowing
 * document and set the A4 page. Disabled while no element shows a report, so the host page's
 * own printing stays as it was.
 */
const PRINT_RULES = `
@page { size: A4; margin: 15mm; }
@media print {
  body:has(${host}) *:not(:has(${host}), ${host}) { display: none !important; }
  body:has(${host}), body:has(${host}) *:has(${host}), ${host} {
    ${asFlow('transform: none')}
  }
}
`;

let sheet: CSSStyleSheet | undefined;

/** The document's print sheet, adopted once; enabled while some element shows a report. */
const syncPrintSheet = (): void => {
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(PRINT_RULES);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.disabled = document.querySelector(host) === null;
};

/**
 * Watches the element's shadow root for an open report: while one is there, the element carries
 * `data-rs-printing-report` and the page's print sheet is on. Returns the function that stops.
 */
export const watchReportPrinting = (element: HTMLElement, root: ShadowRoot): (() => void) => {
  const update = () => {
    const open = root.querySelector(REPORT_MARK) !== null;
    if (open === element.hasAttribute(PRINTING_ATTRIBUTE)) return;
    element.toggleAttribute(PRINTING_ATTRIBUTE, open);
    syncPrintSheet();
  };
  const observer = new MutationObserver(update);
  observer.observe(root, { childList: true, subtree: true });
  update();
  return () => {
    observer.disconnect();
    if (element.hasAttribute(PRINTING_ATTRIBUTE)) {
      element.removeAttribute(PRINTING_ATTRIBUTE);
      syncPrintSheet();
    }
  };
};
