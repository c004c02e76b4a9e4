import { MemberDashboard } from './MemberDashboard';

export default function StaffDashboardPage() {
  return <MemberDashboard path="/staff-dashboard" />;
}
