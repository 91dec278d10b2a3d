import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerCreateCompany, type CompanyDto } from '@/api/contract/reference';
import { addCompany, findCompanies } from '@/api/reference';

interface CompanyPickerProps {
  value: CompanyDto | null;
  onChange: (company: CompanyDto | null) => void;
  disabled?: boolean;
}

const CREATE = '__create__';

/** Company search; 'create company' is offered when no company matches (spec §5). */
export const CompanyPicker = ({ value, onChange, disabled = false }: CompanyPickerProps) => {
  const { t } = useTranslation('profile');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const [results, setResults] = useState<{ query: string; list: CompanyDto[] } | null>(null);
  const loading = results?.query !== debounced;
  const found = results?.list ?? [];

  useEffect(() => {
    let current = true;
    void findCompanies(debounced, 20)
      .catch((): CompanyDto[] => [])
      .then((list) => current && setResults({ query: debounced, list }));
    return () => {
      current = false;
    };
  }, [debounced]);

  const choose = async (option: string) => {
    combobox.closeDropdown();
    if (option === CREATE) {
      try {
        const created = await addCompany(search.trim());
        onChange(created);
      } catch {
        // The client already showed the server's message.
      }
      return;
    }
    const company = found.find((c) => String(c.id) === option) ?? null;
    onChange(company);
  };

  const offerCreate = !loading && debounced === search && offerCreateCompany(search, found);

  return (
    <Combobox store={combobox} onOptionSubmit={(option) => void choose(option)}>
      <Combobox.Target>
        <InputBase
          label={t('professions.company')}
          placeholder={t('professions.companyPlaceholder')}
          value={search}
          disabled={disabled}
          rightSection={loading ? <Loader size={16} /> : null}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value?.name ?? '');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={220} style={{ overflowY: 'auto' }}>
          {found.map((company) => (
            <Combobox.Option value={String(company.id)} key={company.id}>
              {company.name}
            </Combobox.Option>
          ))}
          {offerCreate && (
            <Combobox.Option value={CREATE}>
              {t('professions.createCompany', { name: search.trim() })}
            </Combobox.Option>
          )}
          {found.length === 0 && !offerCreate && (
            <Combobox.Empty>{t('professions.noCompany')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
};
