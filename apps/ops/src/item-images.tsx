import { mediaAtWidth } from '@dfs/contract/media';
import { ITEM_IMAGE_TYPES, type OpsItem } from '@dfs/contract/ops/items';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, upload } from './api';
import { canEdit } from './items';
import { Alert, Button } from './ui';

/** The item's images: upload (PNG, JPEG, WebP), choose the default, remove. */
export function ImagesPanel({ item, reload }: { item: OpsItem; reload: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<number>();
  const done = (answer: OpsItem) => queryClient.setQueryData(['item', item.id], answer);
  const run = async (work: () => Promise<OpsItem>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      done(await work());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setProblem('Someone changed this item; it has been reloaded. Try again.');
        reload();
      } else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };
  const readOnly = !canEdit();
  return (
    <section
      aria-labelledby="images-heading"
      className="space-y-3 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="images-heading" className="text-lg font-semibold">
        Images
      </h2>
      {problem ? <Alert>{problem}</Alert> : null}
      {item.images.length === 0 ? (
        <p className="text-sm text-slate-600">No image yet: the storefront shows a placeholder.</p>
      ) : (
        <ul className="flex flex-wrap gap-4">
          {item.images.map((image) => (
            <li key={image.id} className="w-40 space-y-2 rounded border border-slate-200 p-2 text-sm">
              <img
                src={mediaAtWidth(image.url, 400)}
                alt={image.isDefault ? 'Default image' : 'Image'}
                className="aspect-square w-full object-contain"
              />
              {image.isDefault ? (
                <p className="font-medium text-emerald-800">Default image</p>
              ) : readOnly ? null : (
                <Button
                  variant="secondary"
                  disabled={busy}
                  className="w-full"
                  onClick={() =>
                    run(() =>
                      call('PUT', '/Ops/api/V1.0/Item/ImageSetDefault', {
                        itemId: item.id,
                        imageId: image.id,
                        version: item.version,
                      }),
                    )
                  }
                >
                  Make default
                </Button>
              )}
              {readOnly ? null : confirming === image.id ? (
                <Button
                  disabled={busy}
                  className="w-full bg-red-700 hover:bg-red-800"
                  onClick={() =>
                    run(() =>
                      call('DELETE', '/Ops/api/V1.0/Item/ImageDelete', {
                        itemId: item.id,
                        imageId: image.id,
                        version: item.version,
                      }),
                    )
                  }
                >
                  Confirm removal
                </Button>
              ) : (
                <Button variant="secondary" className="w-full" onClick={() => setConfirming(image.id)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">
            Add an image (PNG, JPEG or WebP, up to 10 MB; made in the storefront's sizes)
          </span>
          <input
            type="file"
            accept={ITEM_IMAGE_TYPES.join(',')}
            disabled={busy}
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file)
                void run(() =>
                  upload<OpsItem>(
                    `/Ops/api/V1.0/Item/ImageUpload?itemId=${item.id}&version=${item.version}`,
                    file,
                  ),
                );
            }}
          />
          {busy ? <span className="ms-2 text-slate-600">Working…</span> : null}
        </label>
      )}
    </section>
  );
}
