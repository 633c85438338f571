// Spec §4 "Lists", kept once for every list the dialogs change: a created record goes to the
// top of its cached list (one already listed moves there), an updated one replaces its row.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Listed {
  id: number | string;
}

/** Puts `record` first in the list cached under `key`, dropping its earlier row. */
export function putFirst<T extends Listed>(client: QueryClient, key: QueryKey, record: T): void {
  client.setQueryData<T[]>(key, (list) => [
    record,
    ...(list ?? []).filter((item) => item.id !== record.id),
  ]);
}

/** Replaces the row of `record` in the list cached under `key`; other rows stay as they are. */
export function replaceListed<T extends Listed>(
  client: QueryClient,
  key: QueryKey,
  record: T,
): void {
  client.setQueryData<T[]>(key, (list) =>
    (list ?? []).map((item) => (item.id === record.id ? record : item)),
  );
}
