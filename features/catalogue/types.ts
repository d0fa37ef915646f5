import type { GameStatus, GameType } from '@/contract/schemas/catalogue';

export interface City {
  id: number;
  name: string;
  timezone: string;
}

/** A game as the catalogue shows it: wire names resolved, dates as Date, city attached. */
export interface CatalogueGame {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  type: GameType;
  topic: string | null;
  status: GameStatus;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  capitalTimezone: string;
  registrationOpensAt: Date | null;
  registrationAllowed: boolean;
  price: number;
  currency: string;
  city: City | null;
  participantsCount: number;
  maxParticipants: number;
  isFewPlaces: boolean;
  isRegistered: boolean;
}
