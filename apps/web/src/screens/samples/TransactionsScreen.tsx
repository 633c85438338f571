import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function TransactionsScreen() {
  return (
    <ComingSoon title="Transactions" purpose="Sample transactions page (placeholder content)." />
  );
}
