import { Badge } from '@mantine/core';
import { SamplePage } from './SamplePage.tsx';
import { SampleStats } from './SampleStats.tsx';
import { SampleTable } from './SampleTable.tsx';

export default function CouponsSummaryScreen() {
  return (
    <SamplePage title="Coupons summary">
      <SampleStats
        stats={[
          { label: 'Issued', value: '1,240', change: '+12%', up: true },
          { label: 'Redeemed', value: '512', change: '+7%', up: true },
          { label: 'Expired', value: '88', change: '-3%', up: false },
        ]}
      />
      <SampleTable
        title="Recent coupons"
        head={['Coupon', 'Template', 'Valid till', 'Redeemed', 'State']}
        rows={[
          [
            'FESTIVE20',
            'Discount Coupon',
            '31/12/2026',
            '214',
            <Badge key="s" color="teal" variant="light" c="dark.7">
              Active
            </Badge>,
          ],
          [
            'BRINGAFRIEND',
            'Refer a friend',
            '30/11/2026',
            '97',
            <Badge key="s" color="teal" variant="light" c="dark.7">
              Active
            </Badge>,
          ],
          [
            'FAMILY10',
            'Friends & Family',
            '31/10/2026',
            '201',
            <Badge key="s" color="gray" variant="light" c="dark.7">
              Expired
            </Badge>,
          ],
        ]}
      />
    </SamplePage>
  );
}
