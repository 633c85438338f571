import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function PageScreen() {
  return (
    <PublicFrame>
      <ComingSoon
        title="Content page"
        purpose="One content's title and its QR code, to scan with the companion app."
      />
    </PublicFrame>
  );
}
