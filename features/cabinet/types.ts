import type { UserRole } from '@/contract/schemas/auth';
import type { CabinetRegistrationWire, MyPurchasesReply } from '@/contract/schemas/cabinet';

interface CabinetProfile {
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
  /** Team invitations the player opened and can still answer; null when the platform does not serve them. */
  invites: PendingInvite[] | null;
}

export interface PendingInvite {
  id: string;
  teamName: string;
  gameName: string | null;
  startsAt: string | null;
  invitedBy: string | null;
  expiresAt: string | null;
  /** The invite's token (its `/share?invite=` link is made in the page's language), or null: no link to give. */
  token: string | null;
}
