import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function InvoiceScreen() {
  return <ComingSoon title="Invoice" purpose="Sample invoice page (placeholder content)." />;
}
