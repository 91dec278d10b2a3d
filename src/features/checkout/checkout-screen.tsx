import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { cartState } from '@/api/cart-store';
import { useSession } from '@/lib/use-session';
import { AccountFields, accountProblems, type AccountDraft } from './account-fields';
import { CheckoutSteps } from './checkout-steps';
import { CompanyFields } from './company-fields';
import { companyProblems, companyState } from './company-store';
import { checkoutState, setConsumerField, setVouchers } from './checkout-store';
import { ConsumerFields } from './consumer-fields';
import { consumerProblems, type ConsumerField } from './consumer-rules';
import { OrderOverview } from './order-overview';
import { useContinue } from './use-continue';
import { VoucherField } from './voucher-field';

/** Checkout step 1 (spec §2): consumer form and order overview, vouchers, guest sign-up. */
export const CheckoutScreen = () => {
  const { t } = useTranslation('checkout');
  const user = useSession();
  const state = useSnapshot(checkoutState);
  const cart = useSnapshot(cartState);
  const company = useSnapshot(companyState);
  const [touched, setTouched] = useState<Partial<Record<ConsumerField, boolean>>>({});
  const [account, setAccount] = useState<AccountDraft>({
    create: false,
    nickname: '',
    password: '',
  });
  const { proceed, busy, voucherError, signupError, clearVoucherError } = useContinue();

  // A member's own name and e-mail fill the empty fields before the form first paints.
  useLayoutEffect(() => {
    if (!user) return;
    if (!checkoutState.consumer.firstName) setConsumerField('firstName', user.firstName ?? '');
    if (!checkoutState.consumer.lastName) setConsumerField('lastName', user.lastName ?? '');
    if (!checkoutState.consumer.email) setConsumerField('email', user.email);
  }, [user]);

  const problems = consumerProblems(state.consumer);
  const guestAccount = user ? null : account;
  const valid =
    Object.keys(problems).length === 0 &&
    Object.keys(companyProblems(company)).length === 0 &&
    Object.keys(accountProblems(guestAccount ?? account)).length === 0 &&
    cart.lines.length > 0;

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        <CheckoutSteps active={0} />
        <OrderOverview />
        <Paper withBorder radius="lg" p="md">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (valid) void proceed(guestAccount);
            }}
          >
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('steps.consumer')}
              </Title>
              <ConsumerFields
                values={state.consumer}
                problems={problems}
                touched={touched}
                onChange={(field, value) => setConsumerField(field, value)}
                onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
              />
              <CompanyFields />
              <VoucherField
                value={[...state.vouchers]}
                onChange={(vouchers) => {
                  clearVoucherError();
                  setVouchers(vouchers);
                }}
                error={voucherError}
              />
              {user ? (
                <Text fz="sm" c="dimmed">
                  {t('account.loggedInAs', { email: user.email })}
                </Text>
              ) : (
                <>
                  <AccountFields value={account} onChange={setAccount} />
                  <Link
                    to="/login"
                    search={{ redirect: '/checkout' }}
                    style={{ color: 'var(--mantine-color-anchor)', fontSize: 14 }}
                  >
                    {t('account.login')}
                  </Link>
                </>
              )}
              {signupError && (
                <Alert color="red" role="alert">
                  {signupError}
                </Alert>
              )}
              <Button type="submit" size="md" disabled={!valid} loading={busy}>
                {t('continue')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
};
