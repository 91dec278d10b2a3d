/**
 * Validators of the C3VOC schedule formats, with the schemas copied into fixtures/ (EUPL-1.2,
 * licence beside them): xmllint (libxml2-utils, installed by .ci/run) for the XSD, ajv with the
 * draft-06 meta-schema for the JSON schema.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv, type ErrorObject } from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { default as addFormatsModule } from 'ajv-formats';

const run = promisify(execFile);
const FIXTURES = join(import.meta.dirname, 'fixtures');
export const XSD_PATH = join(FIXTURES, 'schedule.xml.xsd');

/** xmllint's verdict: `valid` and its messages (the lines naming what is wrong). */
export async function validateScheduleXml(
  xml: string,
): Promise<{ valid: boolean; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'schedule-xml-'));
  const file = join(dir, 'schedule.xml');
  try {
    await writeFile(file, xml);
    const { stderr } = await run('xmllint', ['--noout', '--schema', XSD_PATH, file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return { valid: true, output: stderr };
  } catch (error) {
    const failed = error as { stderr?: string; code?: number };
    return { valid: false, output: `${failed.code ?? ''} ${failed.stderr ?? String(error)}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whether `text` is well-formed XML (no schema), as xmllint reads it. */
export async function isWellFormedXml(text: string): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'feed-xml-'));
  const file = join(dir, 'feed.xml');
  try {
    await writeFile(file, text);
    await run('xmllint', ['--noout', file]);
    return true;
  } catch {
    return false;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addMetaSchema(draft6);
// ajv-formats is CommonJS: its function is the module's `default` under Node's ESM loader.
const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default;
addFormats(ajv);
// The schema names a 'color' format that no standard defines; the XSD's hexColor is meant.
ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/);
const schema = JSON.parse(readFileSync(join(FIXTURES, 'schedule.schema.json'), 'utf8')) as object;
const validate = ajv.compile(schema);

/** Ajv's verdict against schedule.schema.json, with the errors when invalid. */
export function validateScheduleJson(document: unknown): {
  valid: boolean;
  errors: ErrorObject[];
} {
  const valid = validate(document);
  return { valid, errors: validate.errors ?? [] };
}
