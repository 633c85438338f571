import { Button, Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SamplePage, SampleSection } from './SamplePage.tsx';

export default function FormsScreen() {
  const { t } = useTranslation('admin');
  return (
    <SamplePage title={t('samples.forms.title')}>
      <SampleSection title={t('samples.forms.feedback')} maw={720}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('samples.forms.firstName')}
              placeholder={t('samples.forms.firstNameExample')}
            />
            <TextInput
              label={t('samples.forms.lastName')}
              placeholder={t('samples.forms.lastNameExample')}
            />
          </SimpleGrid>
          <Select
            label={t('samples.forms.heardFrom')}
            data={[
              { value: 'store', label: t('samples.forms.qrInStore') },
              { value: 'friend', label: t('samples.forms.friend') },
              { value: 'social', label: t('samples.forms.social') },
            ]}
            placeholder={t('samples.forms.chooseOne')}
          />
          <Textarea label={t('samples.forms.comments')} autosize minRows={3} />
          <Checkbox label={t('samples.forms.smsOffers')} />
          <Button w="fit-content" disabled>
            {t('samples.forms.submit')}
          </Button>
        </Stack>
      </SampleSection>
    </SamplePage>
  );
}
