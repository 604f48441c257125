/**
 * The globals that both browsers and Node (20 and up) provide, as far as the shared code uses
 * them: WHATWG URL, timers, fetch and Web Crypto. TypeScript only offers these as part of the
 * whole DOM library or of Node's types, and either would let shared code reach for the rest.
 * Only this program (src/shared/tsconfig.json) reads this file; the browser and build programs
 * check the same code against the full DOM and Node types.
 */

declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  append(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  href: string;
  origin: string;
  protocol: string;
  host: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}

declare function setTimeout(handler: () => void, timeout?: number): unknown;
declare function clearTimeout(id: unknown): void;

interface Response {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}
declare function fetch(input: string): Promise<Response>;

declare var crypto: { randomUUID?(): string } | undefined;
