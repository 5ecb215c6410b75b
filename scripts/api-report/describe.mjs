// Prints one exported symbol of a TypeScript program as a declaration line (or block) of an
// API report: functions with their full signature, types and interfaces with every member
// expanded, constants with their type, classes with their constructor and public members.
import ts from 'typescript';
import {
  instanceText,
  isOptional,
  membersText,
  modifiersOf,
  optionalTypeText,
  parameterText,
  propertyName,
  signatureText,
  typeOfSymbol,
  typeText,
} from './typeText.mjs';

export { namedSymbols, namedTypes } from './typeText.mjs';

/** The symbol an alias (an `export { x } from`) stands for. */
export const resolve = (checker, symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** Object-like types (not unions, primitives or bare function types) are expanded member by member. */
const expandable = (checker, type) =>
  !type.isUnion() &&
  (type.flags & ts.TypeFlags.Object || type.isIntersection()) &&
  checker.getPropertiesOfType(type).length > 0;

/** Source text without its comments (and without the lines only a comment was on). */
const withoutComments = (text) => {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    text,
  );
  let out = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const comment =
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia;
    if (!comment) out += scanner.getTokenText();
  }
  return out.replace(/\n[ \t]*(?=\n)/g, '').replace(/[ \t]+\n/g, '\n');
};

/** `z.infer<typeof schema>` and its kin: the shape is zod's to compute, so it is expanded. */
const isInference = (node) =>
  ts.isTypeReferenceNode(node) && /^(?:z\.)?(?:infer|input|output)$/.test(node.typeName.getText());

const typeDeclaration = (checker, symbol, keyword, exported) => {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const decl = symbol.declarations?.[0];
  const declParams =
    decl && 'typeParameters' in decl && decl.typeParameters
      ? `<${decl.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
  const head = `${exported ? 'export ' : ''}${keyword} ${symbol.name}${declParams}`;
  const walked =
    keyword === 'interface' ||
    !decl?.type ||
    ts.isTypeLiteralNode(decl.type) ||
    isInference(decl.type);
  if (walked) {
    const body = membersText(checker, type);
    if (keyword === 'interface') return `${head} {\n${body}\n}`;
    if (expandable(checker, type)) return `${head} = {\n${body}\n};`;
    return `${head} = ${typeText(checker, type, ts.NodeBuilderFlags.InTypeAlias)};`;
  }
  // Any other alias (mapped, conditional, `Omit<…> & {…}`, `typeof x`) is written as declared.
  return `${head} = ${withoutComments(decl.type.getText())};`;
};

const classDeclaration = (checker, symbol, exported) => {
  const instance = checker.getDeclaredTypeOfSymbol(symbol);
  const bases = instance.isClassOrInterface() ? checker.getBaseTypes(instance) : [];
  const heritage = bases.length
    ? ` extends ${bases.map((b) => typeText(checker, b)).join(', ')}`
    : '';
  const ctors = typeOfSymbol(checker, symbol)
    .getConstructSignatures()
    .map(
      (s) =>
        `  constructor(${s.parameters.map((p, i) => parameterText(checker, p, i, '  ')).join(', ')});`,
    );
  const members = checker
    .getPropertiesOfType(instance)
    .filter(
      (p) =>
        !(
          ts.getDeclarationModifierFlagsFromSymbol(p) &
          ts.ModifierFlags.NonPublicAccessibilityModifier
        ),
    )
    .map((p) => {
      const optional = isOptional(p);
      return `  ${modifiersOf(p)}${propertyName(p.name)}${optional ? '?' : ''}: ${optionalTypeText(checker, typeOfSymbol(checker, p), optional, '  ')};`;
    });
  return `${exported ? 'export ' : ''}class ${symbol.name}${heritage} {\n${[...ctors, ...members].join('\n')}\n}`;
};

const valueDeclaration = (checker, symbol, exported) => {
  const type = typeOfSymbol(checker, symbol);
  const prefix = exported ? 'export ' : '';
  const calls = type.getCallSignatures();
  if (calls.length > 0 && checker.getPropertiesOfType(type).length === 0) {
    return calls
      .map((s) => `${prefix}function ${symbol.name}${signatureText(checker, s)};`)
      .join('\n');
  }
  // A constant without a type annotation is shown whole, even where an alias is declared from it
  // (`type Endpoints = typeof endpoints`), so its shape is written once.
  const decl = symbol.valueDeclaration;
  const inferred = decl && ts.isVariableDeclaration(decl) && !decl.type;
  // An instance of an exported generic type (`FormSchema<SignInValues>`) is that type by name.
  const instance = type.aliasTypeArguments?.length ? instanceText(checker, type) : undefined;
  if (instance) return `${prefix}const ${symbol.name}: ${instance};`;
  const flags = inferred ? ts.NodeBuilderFlags.InTypeAlias : 0;
  return `${prefix}const ${symbol.name}: ${typeText(checker, type, flags)};`;
};

/** The report text of one symbol (its value side, then its type side when it has both). */
export const describeSymbol = (checker, symbol, exported = true) => {
  const { flags } = symbol;
  const parts = [];
  if (flags & ts.SymbolFlags.Class) parts.push(classDeclaration(checker, symbol, exported));
  else if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Enum)) {
    parts.push(valueDeclaration(checker, symbol, exported));
  }
  if (flags & ts.SymbolFlags.Interface) {
    parts.push(typeDeclaration(checker, symbol, 'interface', exported));
  } else if (flags & ts.SymbolFlags.TypeAlias) {
    parts.push(typeDeclaration(checker, symbol, 'type', exported));
  }
  if (parts.length === 0) parts.push(`// ${symbol.name}: an export of an unsupported kind`);
  return parts.join('\n');
};
