import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function CouponsSummaryScreen() {
  return <ComingSoon title="Coupons summary" purpose="Summary of the coupon area." />;
}
