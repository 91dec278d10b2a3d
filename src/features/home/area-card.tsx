import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Area } from '@/lib/areas';
import classes from './area-card.module.css';

interface AreaCardProps {
  area: Area;
  title: string;
  description: string;
}

/** A home-page tile that links into one area of the app. */
export const AreaCard = ({ area, title, description }: AreaCardProps) => {
  const Icon = area.icon;
  return (
    <Card component={Link} to={area.path} withBorder radius="lg" p="md" className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} />
        </ThemeIcon>
        <div>
          <Text fw={800} fz="lg" lh={1.3}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" mt={2}>
            {description}
          </Text>
        </div>
      </Group>
    </Card>
  );
};
