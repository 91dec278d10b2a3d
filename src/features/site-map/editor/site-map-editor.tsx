import { Button, Container, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueDto } from '@/api/contract/program';
import { SITE_PLAN_TYPES, type SiteMapDto, type SitePlanDto } from '@/api/contract/site-map';
import { getSiteMap, getVenues, saveSiteMap, uploadSitePlan } from '@/api/site-map';
import { notifySuccess } from '@/lib/notify';
import { syncProgram } from '@/offline/sync/sync-program';
import classes from '../site-map.module.css';
import { fromStored, place, toInput, type EditorPoint, type Placing } from './editor-points';
import { PlacingPicker } from './placing-picker';
import { PlanPlacer } from './plan-placer';
import { PointList } from './point-list';

/** Staff place the venues and facilities on the uploaded site plan (issue #39, admins). */
export const SiteMapEditor = () => {
  const stored = useQuery({ queryKey: ['site-map', 'editor'], queryFn: getSiteMap });
  const venues = useQuery({ queryKey: ['site-map', 'venues'], queryFn: getVenues });
  if (!stored.data || !venues.data) return null;
  return <EditorBody stored={stored.data} venues={venues.data} />;
};

const EditorBody = ({ stored, venues }: { stored: SiteMapDto; venues: VenueDto[] }) => {
  const { t } = useTranslation('sitemap');
  const venueById = useMemo(() => new Map(venues.map((v) => [v.id, v])), [venues]);
  const [plan, setPlan] = useState<SitePlanDto | null>(stored.plan);
  const [points, setPoints] = useState<EditorPoint[]>(() => fromStored(stored.points));
  const [placing, setPlacing] = useState<Placing>(() =>
    venues[0] ? { kind: 'stage', venueId: venues[0].id } : { kind: 'bar', name: '' },
  );
  const [busy, setBusy] = useState(false);
  const counter = useRef(0);

  const upload = (file: File | null) => {
    if (!file) return;
    setBusy(true);
    uploadSitePlan(file)
      .then(setPlan)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const canPlace = placing.kind === 'stage' || placing.name.trim() !== '';
  const placeAt = (x: number, y: number) => {
    counter.current += 1;
    setPoints((current) => place(current, placing, x, y, `new-${counter.current}`));
  };
  const save = () => {
    if (!plan) return;
    setBusy(true);
    saveSiteMap({ fileId: plan.fileId, points: toInput(points) })
      .then(() => {
        notifySuccess(t('editor.saved'));
        void syncProgram();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const placingName =
    placing?.kind === 'stage'
      ? (venueById.get(placing.venueId)?.name ?? '')
      : (placing?.name ?? '');

  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('editor.title')}
        </Title>
        <Text size="sm">{t('editor.intro')}</Text>
        <Group gap="sm" align="center">
          <FileButton onChange={upload} accept={SITE_PLAN_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={busy}>
                {t('editor.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('editor.uploadHint')}
          </Text>
        </Group>
        {plan && (
          <>
            <PlacingPicker venues={venues} value={placing} onChange={setPlacing} />
            {placingName && <Text size="sm">{t('editor.placeHint', { name: placingName })}</Text>}
            <PlanPlacer
              aspectRatio={`${plan.width} / ${plan.height}`}
              placingName={canPlace ? placingName : ''}
              onPlace={placeAt}
            >
              <img className={classes.planImage} src={plan.url} alt={t('editor.planImage')} />
              {points.map((point) => (
                <span
                  key={point.key}
                  className={classes.facility}
                  style={{
                    left: `${point.x * 100}%`,
                    top: `${point.y * 100}%`,
                    width: 'auto',
                    padding: '0 6px',
                    borderRadius: 12,
                    fontSize: 11,
                    fontWeight: 700,
                  }}
                >
                  {point.venueId !== null
                    ? (venueById.get(point.venueId)?.name ?? '')
                    : t(`kind.${point.kind}`)}
                </span>
              ))}
            </PlanPlacer>
            <Title order={2} fz="lg">
              {t('editor.points')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('editor.referenceHint')}
            </Text>
            <PointList points={points} venues={venueById} onChange={setPoints} />
            <Button onClick={save} loading={busy}>
              {t('editor.save')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
};
