import type { Translate } from '../i18n/translator.ts';
import type { TrackerIncident } from './tracker-state.ts';

/** "Goal! Arsenal", "Period 2 begins": an incident as one sentence of the page's language. */
export function incidentText(t: Translate, incident: TrackerIncident, home: string, away: string): string {
  const team = incident.side === 'home' ? home : incident.side === 'away' ? away : '';
  return t(`tracker.kind.${incident.kind}`, {
    team,
    points: incident.points ?? 1,
    period: incident.period ?? 1,
  });
}
