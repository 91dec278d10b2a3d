import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '@/lib/brand';
import { LanguageSwitch } from '@/lib/language-switch';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card every account screen sits in: brand, language switch, title, content. */
export const AuthCard = ({ title, subtitle, children }: AuthCardProps) => (
  <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
    <Group justify="space-between" mb="lg" wrap="nowrap">
      <Brand />
      <LanguageSwitch size="xs" />
    </Group>
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
    </Paper>
  </Container>
);
