/**
 * Plausible values for a route's request schema (its zod schema as JSON Schema), so that a
 * corruption lands in an otherwise valid request and gets past validation into the handler.
 */
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Rows that exist and values that work, by property name, so requests reach real data. */
export interface ValueHints {
  ids: readonly number[];
  byName: Readonly<Record<string, readonly unknown[]>>;
}

/** The JSON Schema of a zod request schema as the client sends it; `{}` for anything else. */
export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const MAX_GENERATED_ITEMS = 4;
const MAX_GENERATED_TEXT = 40;

export function valueFor(schema: JsonSchema, hints: ValueHints, name = ''): fc.Arbitrary<unknown> {
  const generated = generate(schema, hints, name);
  const known = hints.byName[name];
  if (!known?.length) return generated;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: generated },
  );
}

function generate(schema: JsonSchema, hints: ValueHints, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, hints, name)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => valueFor({ ...schema, type }, hints, name)));
  }
  switch (schema.type) {
    case 'object':
      return objectOf(schema, hints);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, hints, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
      });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerFor(schema, hints);
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, hints: ValueHints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueFor(property, hints, key)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function integerFor(schema: JsonSchema, hints: ValueHints): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : schema.maximum;
  const low = Math.max(min ?? -1000, -1000);
  const any = fc.integer({ min: low, max: Math.max(low, Math.min(max ?? 1000, low + 1000)) });
  const isId = min !== undefined && min >= 1 && (max ?? Infinity) > 1_000_000;
  return isId ? fc.oneof(fc.constantFrom(...hints.ids), any) : any;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Infinity;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(maxLength, MAX_GENERATED_TEXT)),
  });
}
