// Writes the types of an API report: every exported type by its name at every depth (unions,
// intersections, arrays and object literals are walked for that), a zod schema in short form,
// anything else as TypeScript writes it in a declaration file. describe.mjs uses it.
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

/**
 * Exported types by name. TypeScript names a type by its alias only where the alias survives
 * (not for `typeof en`, nor for a mapped alias like `DeepPartial<Strings>`); a type identical
 * to an exported one is written by that name instead of in full.
 */
export const namedTypes = new Map();

/** Exported generic types by symbol: an instance is written `Name<Args>`, never in full. */
export const namedSymbols = new Map();

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

/** The fallback: the type as TypeScript would write it in a declaration file. */
const builtText = (checker, type, extraFlags, indent) => {
  const node = checker.typeToTypeNode(type, undefined, NODE_FLAGS | extraFlags);
  if (!node) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  return nodeText(sortUnions(node))
    .replace(/^(?: {4})+/gm, (lead) => ' '.repeat(lead.length / 2))
    .replaceAll('\n', `\n${indent}`);
};

const isFromZod = (symbol) =>
  (symbol?.declarations ?? []).some((d) =>
    /[\\/]node_modules[\\/]zod[\\/]/.test(d.getSourceFile().fileName),
  );

/**
 * A zod schema's type in short form (`z.ZodMiniObject<…>`): its inner types are zod's own
 * machinery, and the shape a host reads is the inferred type exported beside the schema.
 */
const zodText = (type) => {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (!symbol || !/^\$?Zod/.test(symbol.name) || !isFromZod(symbol)) return undefined;
  const args = type.aliasTypeArguments ?? type.typeArguments ?? [];
  return `z.${symbol.name}${args.length > 0 ? '<…>' : ''}`;
};

const wrap = (text) => (/[|&]|=>/.test(text) && !/^[{(]/.test(text) ? `(${text})` : text);

/** `Name<Args>` of an instance of an exported generic type (alias, interface or class). */
export const instanceText = (checker, type, indent = '') => {
  const alias = type.aliasSymbol && namedSymbols.get(type.aliasSymbol);
  if (alias && type.aliasTypeArguments?.length) {
    return `${alias}<${type.aliasTypeArguments.map((t) => typeText(checker, t, 0, indent)).join(', ')}>`;
  }
  const target = type.objectFlags & ts.ObjectFlags.Reference ? type.target : undefined;
  const named = target && target !== type && namedTypes.get(target);
  if (!named) return undefined;
  const args = checker.getTypeArguments(type);
  return `${named}<${args.map((t) => typeText(checker, t, 0, indent)).join(', ')}>`;
};

/** The exported unions, widest first (so a union is matched before the unions inside it). */
const namedUnions = () =>
  [...namedTypes].filter(([t]) => t.isUnion()).sort(([a], [b]) => b.types.length - a.types.length);

const expanding = new Set();

/**
 * Exported object types by their written shape: an anonymous object type that reads exactly as
 * an exported one of three members or more (a zod schema's input beside its output, a part
 * spread into another schema) is written by that name. Built once per checker, on first use; a
 * shape two exported names share is left out.
 */
const shapesByChecker = new WeakMap();
/** While the shapes are built: the names the previous pass found. */
let namesByShape;

const shapeKey = (text) => text.replace(/\n */g, '\n');

const isShapeNamed = (checker, type) =>
  type.flags & ts.TypeFlags.Object &&
  !type.aliasTypeArguments?.some((t) => t.flags & ts.TypeFlags.TypeParameter) &&
  !(type.objectFlags & ts.ObjectFlags.Reference && checker.getTypeArguments(type).length > 0) &&
  checker.getPropertiesOfType(type).length >= 3;

const objectShapes = (checker) => {
  const objects = [...namedTypes].filter(([t]) => isShapeNamed(checker, t));
  // Each pass writes the shapes with the names the previous one found, until none changes.
  let shapes = new Map();
  for (let pass = 0; pass < 4; pass += 1) {
    namesByShape = shapes;
    const next = new Map();
    const shared = new Set();
    for (const [type, name] of objects) {
      const key = shapeKey(`{\n${membersText(checker, type)}\n}`);
      if (next.has(key) && next.get(key) !== name) shared.add(key);
      else next.set(key, name);
    }
    for (const key of shared) next.delete(key);
    const stable = next.size === shapes.size && [...next].every(([k, n]) => shapes.get(k) === n);
    shapes = next;
    if (stable) break;
  }
  namesByShape = undefined;
  return shapes;
};

const shapeName = (checker, text) => {
  if (namesByShape) return namesByShape.get(shapeKey(text));
  if (!shapesByChecker.has(checker)) {
    // The shapes are written from the top, whatever is being expanded when they are first asked.
    const outer = [...expanding];
    expanding.clear();
    shapesByChecker.set(checker, objectShapes(checker));
    for (const t of outer) expanding.add(t);
  }
  return shapesByChecker.get(checker).get(shapeKey(text));
};

/**
 * A type as a declaration file would write it, except that every exported type is written by
 * its name at every depth (unions, arrays and object members are walked here for that), and a
 * zod schema in short form.
 */
export const typeText = (checker, type, extraFlags = 0, indent = '') => {
  const top = extraFlags & ts.NodeBuilderFlags.InTypeAlias;
  const named = top ? undefined : namedTypes.get(type);
  if (named) return named;
  const zod = zodText(type);
  if (zod) return zod;
  const instance = top ? undefined : instanceText(checker, type, indent);
  if (instance) return instance;
  if (expanding.has(type)) return builtText(checker, type, extraFlags, indent);
  expanding.add(type);
  try {
    return walkedText(checker, type, indent, top) ?? builtText(checker, type, extraFlags, indent);
  } finally {
    expanding.delete(type);
  }
};

/** Unions, intersections, arrays and object literals, walked member by member. */
const walkedText = (checker, type, indent, top) => {
  if (type.isUnion()) {
    // An exported union inside a wider one (`CareerCategory | undefined`) is written by name.
    const texts = [];
    let members = type.types;
    for (const [union, name] of namedUnions()) {
      if (union === type || !union.types.every((t) => members.includes(t))) continue;
      texts.push(name);
      members = members.filter((t) => !union.types.includes(t));
    }
    const literals = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    texts.push(...literals.map((t) => wrap(typeText(checker, t, 0, indent))));
    if (literals.length < members.length) texts.push('boolean');
    const rank = (t) => (lastOfUnion.has(t) ? 1 : 0);
    return texts.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en')).join(' | ');
  }
  if (type.isIntersection()) {
    return type.types.map((t) => wrap(typeText(checker, t, 0, indent))).join(' & ');
  }
  if (checker.isTupleType(type)) {
    const readonly = type.target.readonly ? 'readonly ' : '';
    const elements = checker.getTypeArguments(type).map((t) => typeText(checker, t, 0, indent));
    return `${readonly}[${elements.join(', ')}]`;
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type);
    const readonly = type.target?.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
    return `${readonly}${wrap(typeText(checker, element, 0, indent))}[]`;
  }
  const anonymous = ts.ObjectFlags.Anonymous | ts.ObjectFlags.Mapped;
  if (!(type.flags & ts.TypeFlags.Object) || !(type.objectFlags & anonymous)) return undefined;
  const calls = type.getCallSignatures();
  if (checker.getPropertiesOfType(type).length === 0) {
    return calls.length === 1 && type.getConstructSignatures().length === 0
      ? functionText(checker, calls[0], indent)
      : undefined;
  }
  const text = `{\n${membersText(checker, type, `${indent}  `)}\n${indent}}`;
  return (!top && shapeName(checker, text)) || text;
};

const functionText = (checker, signature, indent) =>
  `${typeParametersText(checker, signature.getTypeParameters())}(${signature.parameters
    .map((p, i) => parameterText(checker, p, i, indent))
    .join(', ')}) => ${typeText(checker, signature.getReturnType(), 0, indent)}`;

export const typeOfSymbol = (checker, symbol) => checker.getTypeOfSymbol(symbol);

export const isOptional = (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

/** `T | undefined` of an optional member or parameter, written as `T` after a `?`. */
export const optionalTypeText = (checker, type, optional, indent = '') => {
  const text = typeText(checker, type, 0, indent);
  return optional && text.endsWith(' | undefined') ? text.slice(0, -' | undefined'.length) : text;
};

/**
 * A member made readonly by its type (`as const`, `Readonly<…>`) carries it in its check flags,
 * which TypeScript does not publish; without them only a declared `readonly` is seen.
 */
const readonlyByType = (symbol) => ((ts.getCheckFlags?.(symbol) ?? 0) & 8) !== 0;

export const modifiersOf = (symbol) => {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const flags = decl ? ts.getCombinedModifierFlags(decl) : 0;
  return flags & ts.ModifierFlags.Readonly || readonlyByType(symbol) ? 'readonly ' : '';
};

export const propertyName = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** One parameter: destructured ones are named by position (`props`, `arg1`), not by pattern. */
export const parameterText = (checker, param, index, indent) => {
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
export const signatureText = (checker, signature, indent = '') =>
  `${typeParametersText(checker, signature.getTypeParameters())}(${signature.parameters
    .map((p, i) => parameterText(checker, p, i, indent))
    .join(', ')}): ${typeText(checker, signature.getReturnType(), 0, indent)}`;

/** The members of an object type, one per line (methods as call signatures). */
export const membersText = (checker, type, indent = '  ') => {
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
