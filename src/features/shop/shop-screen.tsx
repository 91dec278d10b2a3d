import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '@/lib/legal-links';
import { ProductCard } from './product-card';
import { TestModeNotice } from '@/lib/test-mode-notice';
import { useProducts } from './use-products';

/** Spec §9: 5 skeleton placeholders while the tickets load. */
export const SHOP_PLACEHOLDERS = 5;

const placeholders = Array.from({ length: SHOP_PLACEHOLDERS }, (_, index) => index);

interface ShopScreenProps {
  /** The public /u/shop has no top bar, so it brings its own cart button. */
  cartButton?: ReactNode;
  isPublic?: boolean;
}

/** The ticket shop (spec §2 Shop). */
export const ShopScreen = ({ cartButton, isPublic = false }: ShopScreenProps) => {
  const { t } = useTranslation('shop');
  const { state, retry } = useProducts();
  return (
    <Container size="lg" px={isPublic ? 'md' : 0} py={isPublic ? 'lg' : 0}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              {t('title')}
            </Title>
            <Text c="dimmed">{t('subtitle')}</Text>
          </div>
          {cartButton}
        </Group>
        <TestModeNotice />
        {state.status === 'loading' && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="shop-loading">
            <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
            {placeholders.map((index) => (
              <Skeleton key={index} h={220} radius="lg" aria-hidden="true" />
            ))}
          </SimpleGrid>
        )}
        {state.status === 'failed' && (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Stack align="center">
              <Text role="alert">{t('loadFailed')}</Text>
              <Button variant="light" onClick={retry}>
                {t('retry')}
              </Button>
            </Stack>
          </Paper>
        )}
        {state.status === 'ready' && state.products.length === 0 && (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text fw={700} role="status">
              {t('empty')}
            </Text>
          </Paper>
        )}
        {state.status === 'ready' && state.products.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {state.products.map((product) => (
              <ProductCard key={product.uid} product={product} />
            ))}
          </SimpleGrid>
        )}
        <LegalLinks />
      </Stack>
    </Container>
  );
};
