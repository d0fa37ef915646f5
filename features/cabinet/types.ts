import type { UserRole } from '@/contract/schemas/auth';
import type { CabinetRegistrationWire, MyPurchasesReply } from '@/contract/schemas/cabinet';

export interface CabinetProfile {
  name: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  role: UserRole;
  teams: string[];
}

export interface Cabinet {
  profile: CabinetProfile;
  registrations: CabinetRegistrationWire[];
  purchases: MyPurchasesReply['data'];
}
