// An answer a public screen draws: being fetched, failed or in. The full app passes TanStack
// Query's result (it has these fields); the public entry passes the answer the server drew
// the page from, which is always in.
export type Loadable<T> =
  | { isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | {
      isPending: false;
      isError: true;
      isSuccess: false;
      data: T | undefined;
      error: Error;
      refetch: () => unknown;
    }
  | { isPending: false; isError: false; isSuccess: true; data: T; error: null };

export const loaded = <T>(data: T): Loadable<T> => ({
  isPending: false,
  isError: false,
  isSuccess: true,
  data,
  error: null,
});
