import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteMapDto, uploadedSitePlan } from '../../src/api/contract/site-map';
import { venues } from '../../server/db/schema/program';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { PNG_BYTES, type ProgramFixture, seedProgram } from './program-fixture';

const SAFE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="100%">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a0"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/><text x="10" y="20">Zeltplatz</text>
</svg>`;

const UNSAFE_SVGS = {
  script:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
  handler: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"></svg>',
  external:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="https://evil.example/x.png"/></svg>',
  entity:
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">&a;</svg>',
  foreign:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><foreignObject><p>x</p></foreignObject></svg>',
};

async function multipart(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

forEachDatabase('site map', (use) => {
  let t: TestApp;
  let p: ProgramFixture;
  let festivalField: number;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
    const [row] = await use()
      .db.insert(venues)
      .values({ name: 'Festwiese', latitude: 52.51, longitude: 13.46 })
      .returning({ id: venues.id });
    festivalField = row?.id ?? 0;
  });
  afterAll(() => t.close());

  const upload = async (
    bytes: Buffer,
    token: string,
    name = 'plan.svg',
    type = 'image/svg+xml',
  ) => {
    const { payload, contentType } = await multipart(bytes, name, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/site-map/plan',
      headers: { ...apiHeaders(token), 'content-type': contentType },
      payload,
    });
  };
  const save = (body: unknown, token = p.people.admin.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/site-map/update',
      headers: apiHeaders(token),
      payload: body as object,
    });
  const read = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/site-map', headers: { ...apiHeaders(), ...headers } });

  it('answers an empty map before staff upload a plan', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(siteMapDto.parse(res.json())).toEqual({ plan: null, points: [] });
  });

  it('takes an SVG plan with its viewBox size and serves it so that it cannot run', async () => {
    const res = await upload(Buffer.from(SAFE_SVG), p.people.admin.token);
    expect(res.statusCode).toBe(201);
    const plan = uploadedSitePlan.parse(res.json());
    expect(plan).toMatchObject({ mime: 'image/svg+xml', width: 800, height: 600 });
    const file = await t.app.inject({ method: 'GET', url: plan.url });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('takes a raster plan by its content, whatever its name says', async () => {
    const res = await upload(PNG_BYTES, p.people.admin.token, 'plan.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(201);
    expect(uploadedSitePlan.parse(res.json()).mime).toBe('image/png');
  });

  it('refuses SVGs that could run script or load other files', async () => {
    for (const [kind, svg] of Object.entries(UNSAFE_SVGS)) {
      const res = await upload(Buffer.from(svg), p.people.admin.token);
      expect({ kind, status: res.statusCode }).toEqual({ kind, status: 422 });
      expect(res.json()).toMatchObject({ code: 'siteMap.unsafeSvg' });
    }
  });

  it('refuses other files, oversize plans and SVGs without a size', async () => {
    const text = await upload(Buffer.from('hello'), p.people.admin.token, 'plan.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'siteMap.notAPlan' });
    const big = await upload(Buffer.alloc(4_000_001, 0x20), p.people.admin.token);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'siteMap.planTooLarge' });
    const sizeless = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'),
      p.people.admin.token,
    );
    expect(sizeless.statusCode).toBe(422);
    expect(sizeless.json()).toMatchObject({ code: 'siteMap.svgWithoutSize' });
  });

  it('lets only admins upload and place points', async () => {
    const promoter = await upload(Buffer.from(SAFE_SVG), p.people.creator.token);
    expect(promoter.statusCode).toBe(403);
    expect((await save({ fileId: 1, points: [] }, p.people.creator.token)).statusCode).toBe(403);
  });

  it('stores three stages, a facility and two reference points, and serves them with an ETag', async () => {
    const plan = uploadedSitePlan.parse(
      (await upload(Buffer.from(SAFE_SVG), p.people.admin.token)).json(),
    );
    const points = [
      { kind: 'stage', venueId: p.venues.hall, x: 0.2, y: 0.3, reference: true },
      { kind: 'stage', venueId: p.venues.club, x: 0.7, y: 0.2 },
      { kind: 'stage', venueId: festivalField, x: 0.5, y: 0.8, reference: true },
      { kind: 'toilets', name: 'Klos am Tor', x: 0.1, y: 0.9 },
    ];
    const res = await save({ fileId: plan.fileId, points });
    expect(res.statusCode).toBe(200);
    const map = siteMapDto.parse(res.json());
    expect(map.plan).toEqual({
      fileId: plan.fileId,
      url: plan.url,
      mime: 'image/svg+xml',
      width: 800,
      height: 600,
    });
    expect(
      map.points.map(({ kind, venueId, name, reference }) => [kind, venueId, name, reference]),
    ).toEqual([
      ['stage', p.venues.hall, null, true],
      ['stage', p.venues.club, null, false],
      ['stage', festivalField, null, true],
      ['toilets', null, 'Klos am Tor', false],
    ]);

    const first = await read();
    expect(siteMapDto.parse(first.json())).toEqual(map);
    const etag = String(first.headers.etag);
    expect((await read({ 'if-none-match': etag })).statusCode).toBe(304);
    await save({ fileId: plan.fileId, points: points.slice(0, 3) });
    expect((await read({ 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('refuses a stage placed twice, unknown venues, unnamed facilities and bad references', async () => {
    const plan = uploadedSitePlan.parse((await upload(PNG_BYTES, p.people.admin.token)).json());
    const stage = (venueId: number, reference = false) => ({
      kind: 'stage',
      venueId,
      x: 0.5,
      y: 0.5,
      reference,
    });
    const cases = [
      [[stage(p.venues.hall), stage(p.venues.hall)], 'siteMap.venueTwice'],
      [[stage(999_999)], 'siteMap.venueNotFound'],
      [[{ kind: 'bar', x: 0.1, y: 0.1 }], 'siteMap.pointNeedsName'],
      [[stage(p.venues.hall, true)], 'siteMap.referenceCount'],
      // Club Ost has no coordinates, so it cannot geo-reference the plan.
      [
        [stage(p.venues.hall, true), stage(p.venues.club, true)],
        'siteMap.referenceNeedsCoordinates',
      ],
    ] as const;
    for (const [points, code] of cases) {
      const res = await save({ fileId: plan.fileId, points });
      expect({ code, status: res.statusCode }).toEqual({ code, status: 400 });
      expect(res.json()).toMatchObject({ code });
    }
    const missingPlan = await save({ fileId: 999_999, points: [] });
    expect(missingPlan.json()).toMatchObject({ code: 'siteMap.planNotFound' });
    const outside = await save({
      fileId: plan.fileId,
      points: [{ ...stage(p.venues.hall), x: 1.5 }],
    });
    expect(outside.statusCode).toBe(400);
  });
});
