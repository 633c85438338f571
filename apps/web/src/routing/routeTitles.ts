// Each route's document title (what a browser tab, history and a screen reader announce), read
// from the route table's rows (routing/table.ts). Public pages name the city they list.
import type { FlagName, Flags } from '@nibble/core';
import { matchPath } from 'react-router';
import { PRODUCT_NAME } from '../public/title.ts';
import { NOT_FOUND_ROW, ROUTES, type RouteRow } from './table.ts';

export { PRODUCT_NAME };

/** Translates a catalogue key with values (i18next's `t`); English stays the table's text. */
export type TitleTranslator = (key: string, values: Record<string, string>) => string;

/** The rows that have a title of their own: every one but the catch-all. */
const TITLED = ROUTES.filter((row) => row.path !== '*');

type Params = Record<string, string | undefined>;

const definedValues = (params: Params): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

const titleOf = ({ title }: RouteRow, params: Params, t?: TitleTranslator): string => {
  const values = definedValues(params);
  if (t) return t(title.key, values);
  return title.english.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};

const findRow = (pathname: string) => {
  for (const row of TITLED) {
    const match = matchPath(row.path, pathname);
    if (match) return { row, params: match.params };
  }
  return null;
};

/**
 * The feature flag a path needs, if any: while it is off the path shows the not-found page (a
 * row with `otherwise` goes elsewhere instead, and keeps its title meanwhile).
 */
export function routeFlag(pathname: string): FlagName | undefined {
  const found = findRow(pathname);
  return found && !found.row.otherwise ? found.row.flag : undefined;
}

/**
 * "Designs · Nibble Studio"; a path outside the table, or behind a flag that is off, is the
 * not-found page. Without `flags` a flagged path keeps its own title.
 */
export function routeTitle(pathname: string, flags?: Flags, t?: TitleTranslator): string {
  const found = findRow(pathname);
  const flag = found ? routeFlag(pathname) : undefined;
  const shown = found && !(flag && flags && flags[flag] !== 1) ? found : null;
  const text = shown ? titleOf(shown.row, shown.params, t) : titleOf(NOT_FOUND_ROW, {}, t);
  return `${text} · ${PRODUCT_NAME}`;
}

/** Every titled path of the table, for tests that walk them. */
export const TITLED_PATTERNS: readonly string[] = TITLED.map((row) => row.path);
