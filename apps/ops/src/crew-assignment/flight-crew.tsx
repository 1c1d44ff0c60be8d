import type { FlightCrew as FlightCrewAnswer } from '@dfs/contract/ops/crew-assignments';
import { opsApi } from '@dfs/contract/ops/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../api';
import { text } from '../text';
import { Alert, Button } from '../ui';

const crewQuery = (flightId: number) => ({
  queryKey: ['flight-crew', flightId],
  queryFn: () => call<FlightCrewAnswer>('GET', `${opsApi.flightGetCrew.path}?flightId=${flightId}`),
});

/**
 * The flight's cabin crew (issue 42 point 8): only the crew members ticked here see the flight on their
 * phones, download its manifest and record its hand-overs. Saving replaces the whole list (audited).
 */
export function FlightCrew({ flightId }: { flightId: number }) {
  const crew = useQuery(crewQuery(flightId));
  return (
    <section aria-labelledby="flight-crew" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="flight-crew" className="text-lg font-semibold">
        Cabin crew
      </h2>
      <p className="text-sm text-slate-600">
        Only the crew ticked here see this flight, download its manifest and record its hand-overs.
      </p>
      {crew.isError ? (
        <Alert>{text(crew.error.message)}</Alert>
      ) : !crew.data ? (
        <p role="status">Loading…</p>
      ) : crew.data.crew.length === 0 ? (
        <p className="mt-2 text-sm">No active crew member exists: an admin adds them under Staff.</p>
      ) : (
        <CrewForm key={crew.data.flightId} answer={crew.data} />
      )}
    </section>
  );
}

function CrewForm({ answer }: { answer: FlightCrewAnswer }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(() => new Set(answer.assigned));
  const save = useMutation({
    mutationFn: (staffIds: number[]) =>
      call<FlightCrewAnswer>('PUT', opsApi.flightSetCrew.path, { flightId: answer.flightId, staffIds }),
    onSuccess: (saved) => queryClient.setQueryData(crewQuery(answer.flightId).queryKey, saved),
  });
  const toggle = (staffId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(staffId)) next.delete(staffId);
      else next.add(staffId);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...chosen]);
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-3">
      <fieldset>
        <legend className="sr-only">Crew members on this flight</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {answer.crew.map((member) => (
            <li key={member.staffId}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.has(member.staffId)}
                  onChange={() => toggle(member.staffId)}
                  className="size-4"
                />
                {member.displayName}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {save.isError ? <Alert>{text(save.error.message)}</Alert> : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          Crew saved: {save.data.assigned.length} assigned.
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        Save crew
      </Button>
    </form>
  );
}
