/**
 * Shared geometry of the charts. Every chart draws in a viewBox 360 units wide and scales to
 * its container's width (100%, at most 440px): about 0.95x on a 375px phone (343px of
 * content), 1.22x in the A4 printable width (~680px). Text sizes are in viewBox units
 * (labels 13, axis 11: 12 to 16px and 10.5 to 13.5px on screen).
 */
export const VIEW_WIDTH = 360;
export const PAD_X = 10;
export const PLOT_WIDTH = VIEW_WIDTH - 2 * PAD_X;
const LABEL_SIZE = 13;

/** About how many characters of a 13-unit label fit on one line of the chart. */
const MAX_LABEL_CHARS = Math.floor(PLOT_WIDTH / (LABEL_SIZE * 0.56));

/** A label cut to one line with an ellipsis, and whether it was cut (then give it a <title>). */
export const fitLabel = (text: string, max = MAX_LABEL_CHARS): { text: string; cut: boolean } =>
  text.length <= max
    ? { text, cut: false }
    : { text: `${text.slice(0, max - 1).trimEnd()}…`, cut: true };

/** A number as shown in the charts: at most one decimal. */
export const formatNumber = (n: number): string => String(Math.round(n * 10) / 10);

export const clamp = (n: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, n));
