import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function ComponentsWidgetsScreen() {
  return (
    <ComingSoon
      title="Widget components"
      purpose="Sample widget components (placeholder content)."
    />
  );
}
