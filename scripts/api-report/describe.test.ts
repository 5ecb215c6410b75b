import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { describeSymbol, namedSymbols, namedTypes, resolve } from './describe.mjs';

// The fixture module lives beside this file in memory only, so `zod/mini` resolves from the repo.
const dir = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(dir, '__fixture__.ts');
const fixture = `
import * as z from 'zod/mini';
export const pointSchema = z.object({ x: z.number(), y: z.number() });
export type Point = z.infer<typeof pointSchema>;
export type Kind = 'a' | 'b';
export type Shape = { at: Point; points: Point[]; kind?: Kind; next: Point | null };
export type Keys<T> = { [K in keyof T]: string };
export type Box<T> = { value: T };
export type PointKeys = Keys<Point>;
export const boxOf = (point: Point): Box<Point> => ({ value: point });
export const sizeSchema = z.object({ w: z.number(), h: z.number(), d: z.number() });
export type Size = z.infer<typeof sizeSchema>;
const parcelSchema = z.object({ size: sizeSchema, label: z._default(z.string(), '') });
export type ParcelJson = z.input<typeof parcelSchema>;
export const area = (rect: { w: number; h: number }): number => rect.w * rect.h;
export const rows = [{ id: 'size', schema: sizeSchema }] as const;
export type Form<V> = z.ZodMiniType<V, V>;
const formOf = <V>(schema: z.ZodMiniType<V, V>): Form<V> => schema;
export const sizeForm = formOf(sizeSchema);
`;

const describeFixture = () => {
  const options = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) =>
    name === entry
      ? ts.createSourceFile(name, fixture, ts.ScriptTarget.Latest, true)
      : getSourceFile.call(host, name, ...rest);
  host.fileExists = (name) => name === entry || fileExists.call(host, name);
  host.readFile = (name) => (name === entry ? fixture : readFile.call(host, name));
  const program = ts.createProgram({ rootNames: [entry], options, host });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry) as ts.SourceFile);
  const symbols = checker
    .getExportsOfModule(moduleSymbol as ts.Symbol)
    .map((s) => resolve(checker, s) as ts.Symbol);
  for (const symbol of symbols) {
    if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
      namedTypes.set(checker.getDeclaredTypeOfSymbol(symbol), symbol.name);
      namedSymbols.set(symbol, symbol.name);
    }
  }
  return Object.fromEntries(symbols.map((s) => [s.name, describeSymbol(checker, s) as string]));
};

describe('API report declarations', () => {
  const report = describeFixture();

  it('writes an exported type by its name at every depth', () => {
    expect(report.Shape).toBe(
      'export type Shape = {\n  at: Point;\n  points: Point[];\n  kind?: Kind;\n  next: Point | null;\n};',
    );
    expect(report.boxOf).toBe('export function boxOf(point: Point): Box<Point>;');
  });

  it('writes a mapped or aliased type as declared, and a zod inference in full', () => {
    expect(report.Keys).toBe('export type Keys<T> = { [K in keyof T]: string };');
    expect(report.PointKeys).toBe('export type PointKeys = Keys<Point>;');
    expect(report.Point).toBe('export type Point = {\n  x: number;\n  y: number;\n};');
  });

  it('writes a zod schema in short form', () => {
    expect(report.pointSchema).toBe('export const pointSchema: z.ZodMiniObject<…>;');
  });

  it('writes a shape that reads as an exported type of three members or more by its name', () => {
    expect(report.ParcelJson).toBe(
      'export type ParcelJson = {\n  size: Size;\n  label?: string;\n};',
    );
    expect(report.area).toBe(
      'export function area(rect: {\n  w: number;\n  h: number;\n}): number;',
    );
  });

  it('walks a tuple member by member, readonly members and zod schemas included', () => {
    expect(report.rows).toBe(
      "export const rows: readonly [{\n  readonly id: 'size';\n  readonly schema: z.ZodMiniObject<…>;\n}];",
    );
  });

  it('writes a constant of an exported generic type by that name', () => {
    expect(report.sizeForm).toBe('export const sizeForm: Form<Size>;');
  });
});
