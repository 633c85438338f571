import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function AnalyticsScreen() {
  return <ComingSoon title="Analytics" purpose="Analytics across organisations." />;
}
