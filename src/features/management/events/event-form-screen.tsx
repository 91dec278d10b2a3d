import { Alert, Button, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getEditableEvent, getVenueNames, saveEvent } from '@/api/management';
import { sessionState } from '@/api/session';
import { syncProgram } from '@/offline/sync/sync-program';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { MANAGEMENT_KEY, useManagementOptions } from '../management-queries';
import { NotOffered } from '../not-offered';
import { mayCreateEvent, mayEditEvent } from './event-access';
import { EventFormFields } from './event-form-fields';
import {
  emptyEventForm,
  eventToForm,
  formToInput,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from './event-form-rules';

/** /create/event (spec §2): create an event, or edit one with `id`. */
export const EventFormScreen = ({ eventId }: { eventId: number | null }) => {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const options = useManagementOptions();
  const venues = useQuery({ queryKey: [...MANAGEMENT_KEY, 'venue-names'], queryFn: getVenueNames });
  const [values, setValues] = useState<EventFormValues | null>(eventId ? null : emptyEventForm());
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [refused, setRefused] = useState(false);
  const user = useSession();

  useEffect(() => {
    if (!eventId) return;
    getEditableEvent(eventId).then(
      (event) => {
        if (mayEditEvent(event, sessionState.user)) setValues(eventToForm(event));
        else setRefused(true);
      },
      () => setMissing(true),
    );
  }, [eventId]);

  const change = (patch: Partial<EventFormValues>) => {
    setValues((current) => (current ? { ...current, ...patch } : current));
    // A message stays under its own field only until that field is edited.
    setErrors((current) => {
      const rest = { ...current };
      for (const field of Object.keys(patch)) delete rest[field as keyof EventFormValues];
      return rest;
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const found = validateEventForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    saveEvent(formToInput(values, eventId))
      .then((saved) => {
        notifySuccess(t('form.saved'));
        void syncProgram();
        // A new event goes on to its artists (spec §2 Event artists management).
        if (eventId) void navigate({ to: '/management', search: { tab: 'events' } });
        else
          void navigate({ to: '/event/$eventId/artists', params: { eventId: String(saved.id) } });
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  if (!eventId && !mayCreateEvent(user)) {
    return <NotOffered title={t('form.createTitle')} text={t('notOffered.createEvent')} />;
  }
  if (refused) return <NotOffered title={t('form.editTitle')} text={t('notOffered.editEvent')} />;

  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {eventId ? t('form.editTitle') : t('form.createTitle')}
        </Title>
        {missing && <Alert color="red">{t('form.notFound')}</Alert>}
        {!missing && (!values || !options.data) && <Loader mx="auto" />}
        {values && options.data && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <EventFormFields
                values={values}
                errors={errors}
                options={options.data}
                venues={venues.data ?? []}
                onChange={change}
              />
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => void navigate({ to: '/management', search: { tab: 'events' } })}
                >
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" loading={busy}>
                  {t('actions.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
};
