import { endpoints } from '@/contract/endpoints';
import { createdInviteReplySchema, inviteViewReplySchema, registrationTeamReplySchema, teamInviteReplySchema } from '@/contract/schemas/teams';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { CreatedInvite, InviteView, RegistrationTeam, TeamInvite } from '../types';
import { toInviteView, toRegistrationTeam, toTeamInvite } from './to-teams';

/** Every call of teams and invitations: parsed with the contract's schemas, reshaped into the feature's types. */

export async function fetchTeam(api: ApiClient, participantId: number, signal?: AbortSignal): Promise<RegistrationTeam> {
  return toRegistrationTeam((await api.request(endpoints.base.registrationTeam(participantId), { schema: registrationTeamReplySchema, signal })).data);
}

export async function fetchInvite(api: ApiClient, token: string, signal?: AbortSignal): Promise<InviteView> {
  return toInviteView((await api.request(endpoints.base.invite(token), { schema: inviteViewReplySchema, signal })).data);
}

export async function createInvite(api: ApiClient, participantId: number): Promise<CreatedInvite> {
  const { data } = await api.request(endpoints.base.createInvite(participantId), { schema: createdInviteReplySchema, body: {} });
  return { ...toTeamInvite(data), token: data.token };
}

export async function acceptInvite(api: ApiClient, token: string): Promise<InviteView> {
  return toInviteView((await api.request(endpoints.base.acceptInvite(token), { schema: inviteViewReplySchema, body: {} })).data);
}

export async function declineInvite(api: ApiClient, token: string): Promise<InviteView> {
  return toInviteView((await api.request(endpoints.base.declineInvite(token), { schema: inviteViewReplySchema, body: {} })).data);
}

export async function revokeInvite(api: ApiClient, participantId: number, inviteId: number): Promise<TeamInvite> {
  return toTeamInvite((await api.request(endpoints.base.revokeInvite(participantId, inviteId), { schema: teamInviteReplySchema })).data);
}

export async function removeMember(api: ApiClient, participantId: number, userId: number): Promise<RegistrationTeam> {
  return toRegistrationTeam((await api.request(endpoints.base.removeMember(participantId, userId), { schema: registrationTeamReplySchema })).data);
}
