import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function BillingScreen() {
  return <ComingSoon title="Billing" purpose="Sample billing page (placeholder content)." />;
}
