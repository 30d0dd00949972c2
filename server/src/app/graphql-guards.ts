import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  TypeInfo,
  ValidationContext,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/*
 * Limits on what one GraphQL request may ask for (OWASP GraphQL cheat sheet), measured against
 * the documents in web/src with the `__typename` fields Apollo Client adds:
 *
 *   document                                      depth  aliases  cost  tokens  width  fields
 *   Projects                                          3        0    40      68     11      17
 *   Project, FeaturedProjects, Create/UpdateProject   2        0    22   24-46     11      12
 *   Login                                             3        0    19      37      5      11
 *   Me                                                2        0    10      11      -       -
 *   getIntrospectionQuery(), every option on         15        0   15.6k   184     10     230  (see GuardOptions)
 *
 * width: the most fields in one selection set; fields: all the fields of the document; both with
 * fragments counted where they are spread (selectionCounts). The widest selection of the web app
 * is SiteContent's (12 fields), the largest document Projects (17 fields).
 *
 * The schema itself is only three levels deep (projects > items > id), so the limits leave room
 * for it to grow while refusing the classic abuses: deep (cyclic) nesting, alias fan-out, and
 * wide documents that multiply the work of parsing, validating and resolving.
 */

/** Deepest selection, fragments counted where they land (not as a level of their own). */
export const MAX_DEPTH = 8;
/** Aliased fields per operation, `__typename` included: each alias is one more resolver run. */
export const MAX_ALIASES = 10;
/** graphql-armor's estimate: 1 per scalar, 2 per object, x1.5 per level of nesting. */
export const MAX_COST = 5000;
/**
 * Tokens the parser reads before giving up (the 100 kB body alone would allow some 50 000). A
 * string literal is one token however long and variables are no tokens at all, so even ten
 * aliased mutations with every input written inline stay under 500; the largest legitimate
 * document is the introspection query (184). Parsing 5000 tokens takes about a millisecond.
 * Validating them can take far longer: MAX_SELECTION_WIDTH and MAX_SELECTIONS are checked on the
 * parsed document before validation (selectionLimitGuard, selectionLimits).
 */
export const MAX_TOKENS = 5000;
/**
 * Fields in one selection set, those of the fragments spread in it included. graphql-js checks
 * that fields of one name can be merged by comparing them in pairs, so its validation grows with
 * the square of this: 1200 copies of `services { id }` (4800 tokens, 15 kB) cost 0.25 s of CPU
 * before graphql-js's own budget gives up, 100 copies about 5 ms, 50 under 2 ms. A form's query of
 * 40 fields would still fit.
 */
export const MAX_SELECTION_WIDTH = 50;
/**
 * Fields in the whole document, each fragment counted in full wherever it is spread. Repeated
 * fields nested in repeated fields are compared pair by pair at every level, so this bounds the
 * square of it: the worst document within both limits validates in a few milliseconds. The
 * introspection query with every option (230) leaves room for tools that ask for deeper type
 * references, the web app's largest document (17) for far larger ones.
 */
export const MAX_SELECTIONS = 500;
/** Largest JSON body accepted on /graphql. */
export const MAX_BODY = '100kb';

export interface GuardOptions {
  /**
   * Whether introspection is enabled (development and tests). Then a `__schema` selection is left
   * out of the depth and cost counts: the standard introspection query that GraphiQL, Apollo
   * Sandbox and codegen send is 15 levels deep and costs ~15 000 by construction (`ofType` nested
   * nine times), and tools may ask for deeper `typeDepth`. This is safe because production refuses
   * introspection outright (Apollo's own rule), and there nothing is exempt. `__type(name:)` is
   * never exempt, and neither are aliases.
   */
  introspection: boolean;
}

/**
 * graphql-armor throws its error out of `validate` by default; report it instead so that Apollo
 * answers like for any other invalid document (400 GRAPHQL_VALIDATION_FAILED). Its messages start
 * with a misleading "Syntax Error: ", which is dropped.
 */
const reportToValidation = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/**
 * Validation rules bounding the selections, depth, aliases and cost of every document, and
 * refusing subscriptions; Apollo runs them after graphql's own, in the same pass.
 */
export function graphqlGuardRules({ introspection }: GuardOptions): ValidationRule[] {
  return [
    selectionLimits,
    subscriptionsUnsupported,
    maxDepthRule({ n: MAX_DEPTH, flattenFragments: true, ignoreIntrospection: introspection, ...reportToValidation }),
    maxAliasesRule({ n: MAX_ALIASES, allowList: [], ...reportToValidation }),
    costLimitRule({ ...costOptions(introspection), ...reportToValidation }),
  ];
}

/** graphql-armor's cost estimate as the endpoint's limit computes it. */
const costOptions = (introspection: boolean) => ({
  maxCost: MAX_COST,
  flattenFragments: true,
  ignoreIntrospection: introspection,
});

/**
 * What one operation costs by the estimate that MAX_COST bounds (a partner key's budget is charged
 * this): the cost rule itself run on the operation, so the charge and the limit never disagree.
 * Whole points, at least 1 (`{ __typename }` and an exempt introspection query included).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  { introspection }: GuardOptions,
): number {
  let cost = 0;
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
  const rule = costLimitRule({
    ...costOptions(introspection),
    // Charged in full even above the limit: validation has refused such a document already.
    maxCost: Number.MAX_SAFE_INTEGER,
    propagateOnRejection: false,
    onAccept: [(_context, { n }) => void (cost = n)],
  })(context);
  (rule.OperationDefinition as { enter(node: OperationDefinitionNode): void }).enter(operation);
  return Math.max(1, Math.ceil(cost));
}

/** What selectionCounts reports: the widest selection set and the fields of the whole document. */
export interface SelectionCounts {
  widest: number;
  total: number;
}

/** A selection set's own fields (fragments spliced in) and all the fields in and below it. */
interface Size {
  width: number;
  total: number;
}

/**
 * The width and size of a document as validation and execution see them: a fragment's fields
 * count in every selection set it is spread in, inline fragments' fields in the set around them.
 * One pass over the document, each fragment measured once (its counts are kept), so a fragment
 * spread ten times, or fragments spreading each other in a chain, cost no more to measure than
 * to parse. A spread of an unknown fragment, or of one that is being measured (a cycle, which
 * validation refuses), counts nothing.
 */
export function selectionCounts(document: DocumentNode): SelectionCounts {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Size>();
  const measuring = new Set<string>();
  let widest = 0;

  function fragment(name: string): Size {
    const known = measured.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    if (!definition || measuring.has(name)) return { width: 0, total: 0 };
    measuring.add(name);
    const counts = flattened(definition.selectionSet);
    measuring.delete(name);
    measured.set(name, counts);
    return counts;
  }

  /** Fields directly in the set (fragments spliced in) and fields below it, fragments expanded. */
  function flattened(set: SelectionSetNode): Size {
    let width = 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        width += 1;
        total += 1;
        if (selection.selectionSet) total += measure(selection.selectionSet);
      } else {
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT ? flattened(selection.selectionSet) : fragment(selection.name.value);
        width += inner.width;
        total += inner.total;
      }
    }
    return { width, total };
  }

  /** A selection set of its own (a field's or an operation's): its width is checked. */
  function measure(set: SelectionSetNode): number {
    const { width, total } = flattened(set);
    widest = Math.max(widest, width);
    return total;
  }

  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total += measure(definition.selectionSet);
  }
  // Validation checks every fragment, spread or not: one that no operation spreads counts once, as
  // written, and so does a second fragment of a name already taken (refused, but only once checked).
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const name = definition.name.value;
    if (fragments.get(name) !== definition || !measured.has(name)) total += measure(definition.selectionSet);
  }
  return { widest, total };
}

/** Why a document is over the selection limits, or null when it is within them. */
export function selectionLimitMessage(document: DocumentNode): string | null {
  const { widest, total } = selectionCounts(document);
  if (widest > MAX_SELECTION_WIDTH) {
    return `Selection set width limit of ${MAX_SELECTION_WIDTH} fields exceeded, found ${widest}.`;
  }
  if (total > MAX_SELECTIONS) return `Document limit of ${MAX_SELECTIONS} fields exceeded, found ${total}.`;
  return null;
}

const EMPTY_DOCUMENT: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };

/**
 * The same limits inside validation, for a document that reaches Apollo some other way than the
 * guard in front of it (graphql-http-guards.ts) (a persisted query, a call of executeOperation). Apollo runs graphql-js's rules and
 * ours in one pass, ours last: this rule measures the whole document when the pass enters its
 * root, where no rule has looked at a selection yet, and on refusal hands the pass an empty
 * document in its place (graphql-js's visitor goes on with a node a visitor returns), so the
 * costly rules find nothing to check.
 */
export const selectionLimits: ValidationRule = (context) => ({
  Document(document) {
    const refusal = selectionLimitMessage(document);
    if (refusal === null) return undefined;
    context.reportError(new GraphQLError(refusal));
    return EMPTY_DOCUMENT;
  },
});

/**
 * The schema has no subscription type: a subscription is an invalid document, refused like one
 * (as the GraphQL specification's "operation type existence" rule says), where graphql-js 16 would
 * let it through to fail during execution as an internal error.
 */
export const subscriptionsUnsupported: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === OperationTypeNode.SUBSCRIPTION && !context.getSchema().getSubscriptionType()) {
      context.reportError(new GraphQLError('Subscriptions are not supported.', { nodes: node }));
    }
  },
});
