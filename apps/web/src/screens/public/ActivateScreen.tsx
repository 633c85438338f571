import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function ActivateScreen() {
  return (
    <PublicFrame>
      <ComingSoon
        title="Activate your account"
        purpose="Account activation with the code from the invitation: a phone field, an Activate button and a Home button."
      />
    </PublicFrame>
  );
}
