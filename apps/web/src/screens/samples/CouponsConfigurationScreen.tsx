import { Button, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SamplePage, SampleSection } from './SamplePage.tsx';

export default function CouponsConfigurationScreen() {
  const { t } = useTranslation('admin');
  return (
    <SamplePage title={t('samples.couponConfig.title')}>
      <SampleSection title={t('samples.couponConfig.rules')} maw={640}>
        <Stack gap="sm">
          <Select
            label={t('samples.couponConfig.codeType')}
            data={[
              { value: 'qr', label: t('samples.couponConfig.qrCode') },
              { value: 'text', label: t('samples.couponConfig.textCode') },
            ]}
            defaultValue="qr"
            allowDeselect={false}
          />
          <NumberInput label={t('samples.couponConfig.usesPerCustomer')} defaultValue={1} min={1} />
          <NumberInput label={t('samples.couponConfig.daysValid')} defaultValue={30} min={1} />
          <Switch label={t('samples.couponConfig.bookmark')} defaultChecked />
          <Switch label={t('samples.couponConfig.notify')} />
          <Button w="fit-content" disabled>
            {t('samples.couponConfig.save')}
          </Button>
        </Stack>
      </SampleSection>
    </SamplePage>
  );
}
