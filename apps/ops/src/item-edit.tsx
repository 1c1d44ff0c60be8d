import type { OpsItemOptions, OpsItemsPage } from '@dfs/contract/ops/items';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, call } from './api';
import { ItemForm } from './item-form';
import { ImagesPanel } from './item-images';
import { Alert } from './ui';

function useOptions() {
  return useQuery({
    queryKey: ['item-options'],
    queryFn: () => call<OpsItemOptions>('GET', '/Ops/api/V1.0/Item/Options'),
    staleTime: 60_000,
  });
}

export function ItemEditPage() {
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['item', id],
    queryFn: async () => {
      const answer = await call<OpsItemsPage>('GET', `/Ops/api/V1.0/Item/GetAll?id=${id}&pageSize=1`);
      const item = answer.rows.find((r) => r.id === id);
      if (!item) throw new ApiError(404, 'No item has this id.');
      return item;
    },
    staleTime: 0,
  });
  const options = useOptions();
  // The version this page saved last: its form (fresh for each version) says so.
  const [savedVersion, setSavedVersion] = useState<number>();
  const error = query.error ?? options.error;
  if (error) return <Alert>{error.message}</Alert>;
  if (!query.data || !options.data) return <p className="text-sm text-slate-600">Loading…</p>;
  return (
    <div className="space-y-6">
      <ItemForm
        key={`${query.data.id}:${query.data.version}`}
        item={query.data}
        options={options.data}
        saved={savedVersion === query.data.version}
        onSaved={setSavedVersion}
        reload={() => query.refetch()}
      />
      <ImagesPanel item={query.data} reload={() => query.refetch()} />
    </div>
  );
}

export function ItemCreatePage() {
  const options = useOptions();
  if (options.error) return <Alert>{options.error.message}</Alert>;
  if (!options.data) return <p className="text-sm text-slate-600">Loading…</p>;
  return <ItemForm options={options.data} saved={false} onSaved={() => undefined} reload={() => undefined} />;
}
