// The CSP allows no eval and requires Trusted Types, so zod's JIT probe (`new Function`) is refused
// and reported as a console error, even though zod catches it. Without JIT zod parses the same,
// a little slower. Import this before any schema is built: the probe runs at schema creation.
//
// zod keeps its config on this global (what z.config() writes to); setting it here keeps zod out
// of the entry chunk, which has no schema at all. zod-jitless.test.ts checks that zod reads it.
interface ZodConfigScope {
  __zod_globalConfig?: { jitless?: boolean };
}

const scope = globalThis as ZodConfigScope;
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
