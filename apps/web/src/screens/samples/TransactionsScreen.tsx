import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SamplePage } from './SamplePage.tsx';
import { SampleTable } from './SampleTable.tsx';
import { formatMoney, useLanguage } from './sampleFormat.ts';

type Plan = 'platinum' | 'flexible' | 'gold';
type Status = 'paid' | 'due' | 'cancelled';

const STATUS_COLOUR: Record<Status, string> = { paid: 'teal', due: 'yellow', cancelled: 'red' };

const TRANSACTIONS: [string, Plan, string, string, number, Status][] = [
  ['#300500', 'platinum', '01/11/2026', '01/12/2026', 799, 'paid'],
  ['#300499', 'flexible', '01/10/2026', '01/11/2026', 233, 'paid'],
  ['#300498', 'gold', '01/09/2026', '01/10/2026', 533, 'due'],
  ['#300497', 'flexible', '01/08/2026', '01/09/2026', 233, 'cancelled'],
  ['#300496', 'platinum', '01/07/2026', '01/08/2026', 799, 'paid'],
];

const planName = (plan: Plan, t: TFunction<'admin'>): string =>
  ({
    platinum: t('samples.transactions.platinumPlan'),
    flexible: t('samples.transactions.flexiblePlan'),
    gold: t('samples.transactions.goldPlan'),
  })[plan];

const statusName = (status: Status, t: TFunction<'admin'>): string =>
  ({
    paid: t('samples.transactions.paid'),
    due: t('samples.transactions.due'),
    cancelled: t('samples.transactions.cancelled'),
  })[status];

export default function TransactionsScreen() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <SamplePage title={t('samples.transactions.title')}>
      <SampleTable
        title={t('samples.transactions.recent')}
        head={[
          t('samples.transactions.invoice'),
          t('samples.transactions.billFor'),
          t('samples.transactions.issueDate'),
          t('samples.transactions.dueDate'),
          t('samples.transactions.total'),
          t('samples.transactions.status'),
        ]}
        rows={TRANSACTIONS.map(([id, plan, issued, due, total, status]) => [
          id,
          planName(plan, t),
          issued,
          due,
          formatMoney(total, language),
          // The status keeps its whole word: on a phone the squeezed column cut Malayalam's
          // "അടച്ചു" to its first letter.
          <Badge
            key="status"
            color={STATUS_COLOUR[status]}
            variant="light"
            miw="max-content"
            c="dark.7"
          >
            {statusName(status, t)}
          </Badge>,
        ])}
      />
    </SamplePage>
  );
}
