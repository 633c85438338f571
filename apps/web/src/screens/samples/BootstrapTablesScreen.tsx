import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function BootstrapTablesScreen() {
  return <ComingSoon title="Tables" purpose="Sample tables page (placeholder content)." />;
}
