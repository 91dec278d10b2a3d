import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `<label>: N passed, M failed[, K skipped]`, after Vitest's own
 * summary, so CI reads the outcome from the last line of `npm test`.
 */
export class SummaryReporter implements Reporter {
  constructor(private readonly label: string) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      const states = [...module.children.allTests()].map((test) => test.result().state);
      passed += states.filter((s) => s === 'passed').length;
      failed += states.filter((s) => s === 'failed').length;
      skipped += states.filter((s) => s !== 'passed' && s !== 'failed').length;
      // A file that failed without a failed test (load error, failing hook) still counts once.
      if (module.state() === 'failed' && !states.includes('failed')) failed += 1;
    }
    failed += unhandledErrors.length;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${this.label}: ${passed} passed, ${failed} failed${tail}\n`);
  }
}
