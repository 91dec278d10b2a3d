import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownName, type UserTile } from '@/api/contract/people';
import { roleAtCompany } from '@/lib/person-kind';
import { PersonTile } from '@/lib/person-tile';

interface RelatedPeopleProps {
  id: string;
  title: string;
  people: UserTile[];
  userPath: (userId: number) => string;
}

/** 'People working with' and 'Other {role}': tiles of related people; nothing when empty. */
export const RelatedPeople = ({ id, title, people, userPath }: RelatedPeopleProps) => {
  const { t } = useTranslation('profile');
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {people.map((person) => (
          <PersonTile
            key={person.id}
            name={shownName(person, t('view.unnamed'))}
            image={person.image}
            labelRole={person.labelRole}
            subtitle={roleAtCompany(person.role, person.companyName)}
            href={userPath(person.id)}
          />
        ))}
      </SimpleGrid>
    </section>
  );
};
