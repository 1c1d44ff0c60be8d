import { fromAirportLocal } from '@dfs/domain/airport-time';

const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Echoes a departure typed on the airport's clock before it is saved (issue 46): the day spelled out,
 * the airport, and the UTC instant when the airport's zone is known.
 */
export function AirportTimeEcho(props: { local: string; airport: string; timeZone?: string }) {
  if (!props.local || !props.airport) return null;
  const wall = fromAirportLocal(props.local, 'UTC');
  if (!(wall instanceof Date)) return null;
  const at = props.timeZone ? fromAirportLocal(props.local, props.timeZone) : null;
  if (at === 'skipped')
    return (
      <p role="alert" className="text-sm text-red-700">
        {props.local.replace('T', ' ')} does not exist at {props.airport}: the clocks skip that hour.
      </p>
    );
  return (
    <p className="text-sm text-slate-700" data-testid="departure-echo">
      Departs {day.format(wall)} at {props.airport}, airport time
      {at instanceof Date ? ` (${at.toISOString().slice(11, 16)} UTC, ${at.toISOString().slice(0, 10)})` : ''}
      .
    </p>
  );
}
