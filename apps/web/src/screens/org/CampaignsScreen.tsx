import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function CampaignsScreen() {
  return <ComingSoon title="Campaigns" purpose="The organisation's campaigns." />;
}
