import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownName, type ProfileDetails } from '@/api/contract/people';
import { toExternalUrl } from '@/api/contract/web-link';
import { IconWebsite } from '@/lib/icons';
import { breakAfterAt } from '@/lib/break-after-at';
import { initialsOf, personKind, roleAtCompany } from '@/lib/person-kind';
import kinds from '@/lib/person-kind.module.css';
import { RelatedPeople } from './related-people';
import { SocialButtons } from './social-buttons';
import classes from './profile-view.module.css';

export interface ProfileViewProps {
  details: ProfileDetails;
  /** Where a person tile links to: /user/{id}, or /u/user/{id} in the public mode. */
  userPath: (userId: number) => string;
  /** Buttons under the name (edit, chat). */
  actions?: ReactNode;
  /** The member view's posts; the anonymous view has none (spec §2). */
  posts?: ReactNode;
}

/** Spec §2 user profile: every element from header image to the posts. */
export const ProfileView = ({ details, userPath, actions, posts }: ProfileViewProps) => {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const user = details;
  const name = shownName(user, t('view.unnamed'));
  const kind = personKind(user.labelRole);
  const headline = roleAtCompany(user.role, user.companyName);
  const website = toExternalUrl(user.socials.website);
  const references = user.professions.filter((p) => p.role.trim() || p.company);

  return (
    <Stack gap="lg">
      <header className={`${classes.header} ${kinds[kind]}`} data-kind={kind}>
        {user.image ? (
          <img
            src={user.image}
            alt=""
            className={classes.headerImage}
            data-testid="profile-header-image"
          />
        ) : (
          <span className={classes.headerInitials} aria-hidden="true">
            {initialsOf(name)}
          </span>
        )}
      </header>
      <Stack gap="xs" className={classes.intro}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {name}
        </Title>
        {headline && <Text fw={600}>{breakAfterAt(headline)}</Text>}
        {website && (
          <Anchor
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.website}
          >
            <IconWebsite size={16} /> {user.socials.website}
          </Anchor>
        )}
        {user.tags.length > 0 && (
          <Group gap={6} aria-label={t('view.tags')} role="group">
            {user.tags.map((tag) => (
              <Badge
                key={tag.id}
                component="a"
                href={`/lobby/${tag.id}`}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  event.preventDefault();
                  void navigate({ to: '/lobby/$filter', params: { filter: String(tag.id) } });
                }}
                variant="light"
                size="lg"
                radius="xl"
                tt="none"
                className={classes.tag}
              >
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
        <SocialButtons socials={user.socials} />
        {actions}
      </Stack>
      {user.bio?.trim() && (
        <section aria-labelledby="profile-bio">
          <Title order={2} fz="lg" id="profile-bio" mb={4}>
            {t('view.bio')}
          </Title>
          <Text className={classes.bio}>{user.bio}</Text>
        </section>
      )}
      {references.length > 0 && (
        <section aria-labelledby="profile-references">
          <Title order={2} fz="lg" id="profile-references" mb={4}>
            {t('view.references')}
          </Title>
          <Stack gap={2} component="ul" className={classes.references}>
            {references.map((profession) => (
              <Text component="li" key={profession.id}>
                {roleAtCompany(profession.role, profession.company?.name)}
              </Text>
            ))}
          </Stack>
        </section>
      )}
      <RelatedPeople
        id="profile-same-company"
        title={t('view.workingWith', { name })}
        people={details.sameCompanyUsers.users}
        userPath={userPath}
      />
      {user.role && (
        <RelatedPeople
          id="profile-same-role"
          title={t('view.otherRole', { role: user.role })}
          people={details.sameRoleUsers.users}
          userPath={userPath}
        />
      )}
      {posts}
    </Stack>
  );
};
