// Media files need the owner's bearer token, which an <img src> cannot send: each file is fetched
// with it and shown through a blob: URL, revoked when its component goes away.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';

/** A file's state: loading, shown from a blob: URL, or failed. */
export type MediaUrl = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** The blob: URL of the media file at `path` (null: nothing to fetch). */
export function useMediaUrl(api: ApiClient, path: string | null): MediaUrl {
  const [state, setState] = useState<MediaUrl>({ status: 'loading' });
  useEffect(() => {
    if (path === null) {
      setState({ status: 'failed' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    let url: string | undefined;
    api.file(path, { signal: controller.signal }).then((response) => response.blob()).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, path]);
  return state;
}
