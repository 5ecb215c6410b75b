// Prints one exported symbol of a TypeScript program as a declaration line (or block) of an
// API report: functions with their full signature, types and interfaces with every member
// expanded, constants with their type, classes with their constructor and public members.
import ts from 'typescript';

const NODE_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType |
  ts.NodeBuilderFlags.IgnoreErrors;
const printer = ts.createPrinter({ removeComments: true });
const scratch = ts.createSourceFile(
  'report.ts',
  '',
  ts.ScriptTarget.Latest,
  false,
  ts.ScriptKind.TS,
);

/** The symbol an alias (an `export { x } from`) stands for. */
export const resolve = (checker, symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/**
 * Exported types by name. TypeScript names a type by its alias only where the alias survives
 * (not for `typeof en`, nor for a mapped alias like `DeepPartial<Strings>`); a type identical
 * to an exported one is written by that name instead of in full.
 */
export const namedTypes = new Map();

const namedTypeOf = (type) => {
  if (namedTypes.has(type)) return namedTypes.get(type);
  if (!type.isUnion()) return undefined;
  const defined = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
  return defined.length === type.types.length - 1 && namedTypes.has(defined[0])
    ? `${namedTypes.get(defined[0])} | undefined`
    : undefined;
};

const nodeText = (node) => printer.printNode(ts.EmitHint.Unspecified, node, scratch);
const lastOfUnion = new Set(['null', 'undefined']);

/**
 * The members of every union in alphabetical order (null and undefined last): TypeScript
 * orders them by creation, which moves with unrelated code and would make the report flap.
 */
const sortUnions = (node) =>
  ts.transform(node, [
    (context) => {
      const visit = (n) => {
        const visited = ts.visitEachChild(n, visit, context);
        if (!ts.isUnionTypeNode(visited)) return visited;
        const rank = (t) => (lastOfUnion.has(nodeText(t)) ? 1 : 0);
        const sorted = [...visited.types].sort(
          (a, b) => rank(a) - rank(b) || nodeText(a).localeCompare(nodeText(b), 'en'),
        );
        return context.factory.updateUnionTypeNode(
          visited,
          context.factory.createNodeArray(sorted),
        );
      };
      return (root) => visit(root);
    },
  ]).transformed[0];

/** A type as TypeScript would write it in a declaration file: object literals one member a line. */
const typeText = (checker, type, extraFlags = 0, indent = '') => {
  const named = extraFlags & ts.NodeBuilderFlags.InTypeAlias ? undefined : namedTypeOf(type);
  if (named) return named;
  const node = checker.typeToTypeNode(type, undefined, NODE_FLAGS | extraFlags);
  if (!node) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  return nodeText(sortUnions(node))
    .replace(/^(?: {4})+/gm, (lead) => ' '.repeat(lead.length / 2))
    .replaceAll('\n', `\n${indent}`);
};

const typeOfSymbol = (checker, symbol) => checker.getTypeOfSymbol(symbol);

const isOptional = (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

/** `T | undefined` of an optional member or parameter, written as `T` after a `?`. */
const optionalTypeText = (checker, type, optional, indent = '') => {
  const text = typeText(checker, type, 0, indent);
  return optional && text.endsWith(' | undefined') ? text.slice(0, -' | undefined'.length) : text;
};

const modifiersOf = (symbol) => {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const flags = decl ? ts.getCombinedModifierFlags(decl) : 0;
  return flags & ts.ModifierFlags.Readonly ? 'readonly ' : '';
};

const propertyName = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** One parameter: destructured ones are named by position (`props`, `arg1`), not by pattern. */
const parameterText = (checker, param, index, indent) => {
  const decl = param.valueDeclaration;
  const named = decl && ts.isParameter(decl) && ts.isIdentifier(decl.name);
  const name = named ? param.name : index === 0 ? 'props' : `arg${index}`;
  const rest = decl && ts.isParameter(decl) && decl.dotDotDotToken ? '...' : '';
  const optional = Boolean(
    decl && ts.isParameter(decl) && (decl.questionToken || decl.initializer),
  );
  const type = optionalTypeText(checker, typeOfSymbol(checker, param), optional, indent);
  return `${rest}${name}${optional ? '?' : ''}: ${type}`;
};

const typeParametersText = (checker, params) =>
  params?.length
    ? `<${params
        .map((p) => {
          const constraint = p.getConstraint();
          return constraint
            ? `${p.symbol.name} extends ${typeText(checker, constraint)}`
            : p.symbol.name;
        })
        .join(', ')}>`
    : '';

/** `<T>(a: A, b?: B): R` of one call signature. */
const signatureText = (checker, signature, indent = '') =>
  `${typeParametersText(checker, signature.getTypeParameters())}(${signature.parameters
    .map((p, i) => parameterText(checker, p, i, indent))
    .join(', ')}): ${typeText(checker, signature.getReturnType(), 0, indent)}`;

/** The members of an object type, one per line (methods as call signatures). */
const membersText = (checker, type, indent = '  ') => {
  const lines = [];
  for (const signature of type.getCallSignatures()) {
    lines.push(`${indent}${signatureText(checker, signature, indent)};`);
  }
  for (const signature of type.getConstructSignatures()) {
    lines.push(`${indent}new ${signatureText(checker, signature, indent)};`);
  }
  for (const info of checker.getIndexInfosOfType(type)) {
    lines.push(
      `${indent}[key: ${typeText(checker, info.keyType)}]: ${typeText(checker, info.type)};`,
    );
  }
  for (const prop of checker.getPropertiesOfType(type)) {
    const optional = isOptional(prop);
    const propType = typeOfSymbol(checker, prop);
    lines.push(
      `${indent}${modifiersOf(prop)}${propertyName(prop.name)}${optional ? '?' : ''}: ${optionalTypeText(checker, propType, optional, indent)};`,
    );
  }
  return lines.join('\n');
};

/** Object-like types (not unions, primitives or bare function types) are expanded member by member. */
const expandable = (checker, type) =>
  !type.isUnion() &&
  (type.flags & ts.TypeFlags.Object || type.isIntersection()) &&
  checker.getPropertiesOfType(type).length > 0;

const typeDeclaration = (checker, symbol, keyword, exported) => {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const decl = symbol.declarations?.[0];
  const declParams =
    decl && 'typeParameters' in decl && decl.typeParameters
      ? `<${decl.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
  const head = `${exported ? 'export ' : ''}${keyword} ${symbol.name}${declParams}`;
  if (keyword === 'interface' || expandable(checker, type)) {
    const body = membersText(checker, type);
    return keyword === 'interface' ? `${head} {\n${body}\n}` : `${head} = {\n${body}\n};`;
  }
  return `${head} = ${typeText(checker, type, ts.NodeBuilderFlags.InTypeAlias)};`;
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
  return `${prefix}const ${symbol.name}: ${typeText(checker, type)};`;
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
