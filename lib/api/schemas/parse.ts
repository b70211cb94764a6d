import { z } from 'zod';
import { ApiError } from '../errors';

/** The first thing a schema found wrong, with the value it was given (for messages that quote it). */
export type Issue = z.core.$ZodIssue & { input?: unknown };

/** How an endpoint answers the first issue of its schema: its code, status, field and data. */
export type Refuse = (issue: Issue) => ApiError;

/** The field an issue is about: the first key of its path, or `fallback` for the input as a whole. */
export const fieldOf = (issue: Issue, fallback: string): string =>
  issue.path.length ? String(issue.path[0]) : fallback;

/**
 * The input as the schema's type, or the endpoint's refusal of its first issue: one message
 * per answer, the first fault in the order the schema lists its fields.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, refuse: Refuse): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw refuse(result.error.issues[0] as Issue);
}

/**
 * A query string as an object for a schema: the first value of each name (as
 * URLSearchParams.get reads it); names the schema does not list are left out by it.
 */
export function queryObject(params: URLSearchParams): Record<string, string> {
  // No prototype: a parameter named "__proto__" or "constructor" is a parameter like any other.
  const query: Record<string, string> = Object.create(null);
  for (const [name, value] of params) if (!Object.hasOwn(query, name)) query[name] = value;
  return query;
}

/** A query parameter the endpoint cannot take: 400 bad-param naming it. */
export const badParam: Refuse = (issue) =>
  new ApiError(400, 'bad-param', issue.message, { field: fieldOf(issue, 'query') });

/** A query parameter given empty counts as absent (`?limit=` is the default limit). */
export const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** A whole number from `min` to `max` in a query string; absent or empty is `fallback`. */
export function wholeNumberParam(
  field: string,
  min: number,
  max: number,
  fallback: number,
  error = `The ${field} must be a whole number from ${min} to ${max}.`,
) {
  return z.preprocess(
    (value) => (blankAsAbsent(value) === undefined ? undefined : Number(value)),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}
