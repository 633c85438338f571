import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function ForgotPasswordScreen() {
  return (
    <PublicFrame>
      <ComingSoon
        title="Forgot password"
        purpose="A phone field and a Recover password button; a code will be sent to reset the password."
      />
    </PublicFrame>
  );
}
