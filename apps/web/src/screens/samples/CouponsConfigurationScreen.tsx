import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function CouponsConfigurationScreen() {
  return <ComingSoon title="Coupon configuration" purpose="Configuration of the coupon area." />;
}
