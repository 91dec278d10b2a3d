import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SiteMapPointDto } from '@/api/contract/site-map';
import { FACILITY_ICONS } from './facility-icons';
import classes from './site-map.module.css';
import type { StageBoardItem } from './rules/stage-board';
import type { StageTexts } from './stage-texts';

interface MapListProps {
  stages: readonly { item: StageBoardItem; texts: StageTexts }[];
  facilities: readonly SiteMapPointDto[];
}

/** The plan's content as a list, for keyboards and screen readers: same stages, same words. */
export const MapList = ({ stages, facilities }: MapListProps) => {
  const { t } = useTranslation('sitemap');
  return (
    <Stack gap="lg">
      <section aria-labelledby="site-map-stages">
        <Title order={2} fz="lg" id="site-map-stages" mb="xs">
          {t('stages')}
        </Title>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {stages.map(({ item, texts }) => (
            <Card
              key={item.pointId}
              component="li"
              withBorder
              radius="md"
              padding="sm"
              data-testid={`list-stage-${item.venueId}`}
            >
              <Title order={3} fz="md">
                {item.name}
              </Title>
              <Text size="sm">
                <b>{t('stage.now')}:</b> {texts.now}
              </Text>
              <Text size="sm">
                <b>{t('stage.next')}:</b> {texts.next}
              </Text>
              {texts.mine.length > 0 && (
                <Text size="sm" component="div">
                  <b>{t('stage.mine')}:</b>
                  <List size="sm">
                    {texts.mine.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </Text>
              )}
              {texts.friends && <Text size="sm">{texts.friends}</Text>}
              <Link to="/events" search={{ venue: item.venueId }} className={classes.programLink}>
                {texts.program}
              </Link>
            </Card>
          ))}
        </Stack>
      </section>
      {facilities.length > 0 && (
        <section aria-labelledby="site-map-facilities">
          <Title order={2} fz="lg" id="site-map-facilities" mb="xs">
            {t('facilities')}
          </Title>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {facilities.map((point) => {
              if (point.kind === 'stage') return null;
              const Icon = FACILITY_ICONS[point.kind];
              return (
                <Group key={point.id} component="li" gap="xs" wrap="nowrap">
                  <Icon />
                  <Text size="sm">
                    {t(`kind.${point.kind}`)}: {point.name}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </section>
      )}
    </Stack>
  );
};
