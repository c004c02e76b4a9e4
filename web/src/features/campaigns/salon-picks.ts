// What the marketing builders pick from the salon's live lists: its active
// services (as cards, with their own facts), their categories, and the team.
import type { ActiveSalon } from '../../app/workspace/SalonGate';
import { useServices } from '../../lib/data/services';
import { useStaff } from '../../lib/data/staff';
import type { Option } from './AudienceEditor';
import type { CardSource } from './EmailEditor';

export function useSalonPicks(salon: ActiveSalon): {
  services: (Option & CardSource)[];
  categories: string[];
  team: Option[];
} {
  const services = useServices(salon.orgId);
  const staff = useStaff(salon.orgId);
  const active = services.items.filter((s) => s.status === 'active');
  return {
    services: active.map((s) => ({
      id: s.id,
      name: s.name,
      price: s.price,
      currency: s.currency || salon.org.currency,
      description: s.description,
      imageUrl: s.imageUrl ?? '',
      minutes: s.durationMinutes,
    })),
    categories: [...new Set(active.map((s) => s.category.trim()).filter(Boolean))].sort(),
    team: staff.items
      .filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, name: s.displayName })),
  };
}
