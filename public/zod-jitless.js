// zod without JIT in the page, set before any module runs: the CSP allows no eval and requires
// Trusted Types, so zod's JIT probe (`new Function`, run when a schema is created) would be
// refused and reported. A classic script runs before the app's module chunks, whichever chunk
// ends up creating the first schema. The workers import src/lib/zod-jitless.ts instead.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
