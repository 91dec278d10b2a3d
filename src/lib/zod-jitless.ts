// The CSP allows no eval and requires Trusted Types, so zod's JIT probe (`new Function`) is refused
// and reported as a console error, even though zod catches it. Without JIT zod parses the same,
// a little slower. The workers import this before any schema is built (the probe runs at schema
// creation); the page gets the same from public/zod-jitless.js, a classic script in index.html.
//
// zod keeps its config on this global (what z.config() writes to), so setting it needs no zod
// import; zod-jitless.test.ts checks that zod reads it.
interface ZodConfigScope {
  __zod_globalConfig?: { jitless?: boolean };
}

const scope = globalThis as ZodConfigScope;
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
