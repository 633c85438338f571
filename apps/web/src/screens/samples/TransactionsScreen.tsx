import { Badge } from '@mantine/core';
import { SamplePage } from './SamplePage.tsx';
import { SampleTable } from './SampleTable.tsx';

const STATUS_COLOUR: Record<string, string> = { Paid: 'teal', Due: 'yellow', Cancelled: 'red' };

const TRANSACTIONS = [
  ['#300500', 'Platinum Subscription Plan', '01/11/2026', '01/12/2026', '₹799.00', 'Paid'],
  ['#300499', 'Flexible Subscription Plan', '01/10/2026', '01/11/2026', '₹233.00', 'Paid'],
  ['#300498', 'Gold Subscription Plan', '01/09/2026', '01/10/2026', '₹533.00', 'Due'],
  ['#300497', 'Flexible Subscription Plan', '01/08/2026', '01/09/2026', '₹233.00', 'Cancelled'],
  ['#300496', 'Platinum Subscription Plan', '01/07/2026', '01/08/2026', '₹799.00', 'Paid'],
];

export default function TransactionsScreen() {
  return (
    <SamplePage title="Transactions">
      <SampleTable
        title="Recent transactions"
        head={['Invoice', 'Bill for', 'Issue date', 'Due date', 'Total', 'Status']}
        rows={TRANSACTIONS.map(([id, bill, issued, due, total, status]) => [
          id,
          bill,
          issued,
          due,
          total,
          <Badge key="status" color={STATUS_COLOUR[status ?? '']} variant="light" c="dark.7">
            {status}
          </Badge>,
        ])}
      />
    </SamplePage>
  );
}
