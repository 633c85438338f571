import { SamplePage } from './SamplePage.tsx';
import { SampleTable } from './SampleTable.tsx';

export default function BootstrapTablesScreen() {
  return (
    <SamplePage title="Tables">
      <SampleTable
        title="Page visits"
        head={['Page name', 'Page views', 'Page value', 'Bounce rate']}
        rows={[
          ['/demo/admin/index.html', '3,225', '₹20', '42.55%'],
          ['/demo/admin/forms.html', '2,987', '₹12', '43.24%'],
          ['/demo/admin/util.html', '2,844', '₹20', '32.35%'],
          ['/demo/admin/validation.html', '2,050', '₹147', '50.87%'],
        ]}
      />
      <SampleTable
        title="Social traffic"
        head={['Source', 'Visitors', 'Share']}
        minWidth={360}
        rows={[
          ['Facebook', '1,480', '60%'],
          ['Instagram', '5,480', '70%'],
          ['Google', '4,807', '80%'],
          ['Direct', '3,678', '75%'],
        ]}
      />
    </SamplePage>
  );
}
