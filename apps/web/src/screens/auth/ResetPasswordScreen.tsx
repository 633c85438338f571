import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function ResetPasswordScreen() {
  return (
    <PublicFrame>
      <ComingSoon
        title="Reset password"
        purpose="Choose a new password with the code from the message: email, password and confirm password."
      />
    </PublicFrame>
  );
}
