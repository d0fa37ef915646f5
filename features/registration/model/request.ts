import type { RegistrationLanguage } from '@/contract/registration-settings';
import type { RegisterRequest } from '@/contract/schemas/registration';
import type { CityOption } from '../types';
import { NEW_TEAM, type CostValues, type DataValues, type TeamValues } from './step-schemas';

/**
 * Where the city may be typed (en, fr), a name that is one of the listed cities is sent as that city's id (the
 * backend then knows it); anything else is sent as typed.
 */
function cityOfInput(values: DataValues, freeCity: boolean, cities: readonly CityOption[]): Pick<RegisterRequest, 'city' | 'cityId'> {
  if (!freeCity) return { cityId: Number(values.cityId) };
  const typed = values.city.trim();
  const known = cities.find((city) => city.name.trim().toLocaleLowerCase() === typed.toLocaleLowerCase());
  return known ? { cityId: known.id } : { city: typed };
}

export interface RequestInput {
  /** A private game's invite token, or null. */
  invite?: string | null;
  language: RegistrationLanguage;
  guest: boolean;
  freeCity: boolean;
  cities: readonly CityOption[];
  values: { data: DataValues; team: TeamValues; cost: CostValues };
  /** The promo code to send: only one the check applied (spec: applied only on status 'success'). */
  appliedPromo: string | null;
  payLater: boolean;
}

/** The body of POST games/{id}/registrations from the three steps (contract: registerRequestSchema). */
export function registrationRequest({ invite = null, language, guest, freeCity, cities, values, appliedPromo, payLater }: RequestInput): RegisterRequest {
  const { data, team } = values;
  return {
    language,
    name: data.name.trim(),
    ...(guest ? { email: data.email.trim() } : {}),
    ...cityOfInput(data, freeCity, cities),
    ...(team.choice !== NEW_TEAM && !guest ? { teamId: Number(team.choice) } : { teamName: team.teamName.trim() }),
    promo: appliedPromo,
    ...(payLater ? { payLater: true } : {}),
    consent: true,
    agreement: true,
    ...(invite ? { invite } : {}),
  };
}
