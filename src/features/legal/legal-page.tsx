import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LegalLinks } from '@/lib/legal-links';

/** The frame of /u/imprint and /u/privacy: a readable column, the other page linked below. */
export const LegalPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container size="sm" px="md" py="lg">
    <Stack gap="lg">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      {children}
      <LegalLinks />
    </Stack>
  </Container>
);
