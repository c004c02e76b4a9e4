import { MemberDashboard } from './MemberDashboard';

export default function BoothRenterDashboardPage() {
  return <MemberDashboard path="/booth-renter-dashboard" />;
}
