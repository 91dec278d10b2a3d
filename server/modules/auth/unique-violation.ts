/** The violated unique constraint's name when `error` (or a cause of it) is one, else null. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current instanceof Object; current = causeOf(current)) {
    if ('code' in current && current.code === '23505') {
      return 'constraint' in current && typeof current.constraint === 'string'
        ? current.constraint
        : '';
    }
  }
  return null;
}

function causeOf(error: object): unknown {
  return 'cause' in error ? error.cause : undefined;
}
