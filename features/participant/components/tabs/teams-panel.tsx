'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { UserText } from '@/components/ui/user-text';
import { VirtualList } from '@/components/ui/virtual-list';
import { participantQueries } from '../../api/participant-queries';
import { useParticipant } from '../../store';
import { useParticipantServices } from '../participant-services';
import { useScreen } from '../use-screen';
import styles from './rating.module.css';

const ROW_PX = 52;

/**
 * The teams of the game (spec: GET {baseMain}/games/{id}/participants) with their players online now, read from the
 * rating list where it has them (live: ParticipantJoined / ParticipantLeft patch it); without them (the spec's list
 * has only id, scoresSum and scores, or no list at all), the teams alone.
 */
export function TeamsPanel() {
  const t = useTranslations('participant.teams');
  const { api, participantId } = useParticipantServices();
  const gameId = useScreen((s) => s.gameId);
  const query = useQuery(participantQueries.gameTeams(api, gameId));
  const rating = useQuery(participantQueries.rating(api, participantId));
  const rows = useMemo(() => {
    // The spec's list has no playersOnline (null): those teams say nothing about who is online.
    const online = new Map((rating.data?.rows ?? []).map((row) => [row.id, row.playersOnline]));
    return [...(query.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((team) => ({ ...team, playersOnline: online.get(team.id) ?? null }));
  }, [query.data, rating.data]);
  // The server's count of teams online (ParticipantJoined/Left) once it has sent one, else counted from the list.
  const listed = rating.data?.rows.some((row) => row.playersOnline !== null) ? rating.data.rows : null;
  const counted = useParticipant((s) => s.teamsOnline) ?? (listed ? listed.filter((row) => (row.playersOnline ?? 0) > 0).length : null);

  if (query.isError) return <p role="alert">{t('loadError')}</p>;
  if (!query.data) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <section aria-labelledby="teams-heading" className={styles.panel}>
      <div className={styles.toolbar}>
        <h2 id="teams-heading" className={styles.heading}>
          {t('heading', { count: rows.length })}
        </h2>
        {counted === null ? null : (
          <p className={styles.meta} data-testid="teams-online">
            {t('online', { count: counted })}
          </p>
        )}
      </div>
      <VirtualList
        items={rows}
        estimateSize={() => ROW_PX}
        keyOf={(row) => row.id}
        overscan={8}
        className={styles.scroller}
        role="region"
        aria-labelledby="teams-heading"
        list={{ as: 'ul', className: styles.body, style: { listStyle: 'none', margin: 0, padding: 0 } }}
        renderRow={(row, item) => (
          <li
            {...item.props}
            className={styles.row}
            style={{ ...item.props.style, gridTemplateColumns: '1fr auto' }}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            data-mine={row.id === participantId || undefined}
          >
            <span className={styles.name}>
              <UserText text={row.name} />
              {row.city ? <span className={styles.city}>{row.city.name}</span> : null}
            </span>
            <span className={styles.meta}>
              {row.playersOnline === null ? null : row.playersOnline > 0 ? t('players', { count: row.playersOnline }) : t('offline')}
            </span>
          </li>
        )}
      />
    </section>
  );
}
