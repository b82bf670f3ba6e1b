import type { FastifyBaseLogger } from "fastify";

type LevelName = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

// pino's standard level numbers; a level name outside them (custom levels) counts as enabled, so nothing is lost.
const SEVERITY: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** Whether a logger at `threshold` writes lines at `level`. */
export function isLevelEnabled(threshold: string, level: LevelName): boolean {
  const minimum = SEVERITY[threshold];
  return minimum === undefined || (SEVERITY[level] ?? 0) >= minimum;
}

/**
 * Stands in for the request's child logger and builds it on the first line
 * that is actually written. Building a pino child for every request cost a
 * tenth of a cached read's throughput, while at the production level most
 * requests never write a line.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#materialise().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#materialise().child(bindings, options);
  }

  #write(level: LevelName, args: unknown[]): void {
    if (this.#child === undefined && !isLevelEnabled(this.level, level)) return;
    const child = this.#materialise();
    Reflect.apply(child[level], child, args);
  }

  #materialise(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }
}

/** Fastify's `childLoggerFactory`: every request still logs with its id, but only pays for the child when it logs. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
