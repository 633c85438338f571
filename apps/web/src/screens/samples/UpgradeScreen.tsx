import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function UpgradeScreen() {
  return <ComingSoon title="Upgrade" purpose="Sample upgrade page (placeholder content)." />;
}
