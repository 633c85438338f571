import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function WidgetsScreen() {
  return <ComingSoon title="Widgets" purpose="Sample widgets page (placeholder content)." />;
}
