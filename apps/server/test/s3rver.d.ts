// The part of @20minutes/s3rver's API the tests use (the package ships no types).
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverContext {
    method: string;
    path: string;
  }
  type Middleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list: the first entry runs first. */
    middleware: Middleware[];
    store: { putBucket(name: string): Promise<void> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
