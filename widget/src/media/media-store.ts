// The signed-in user's photos and videos of one property, shared by the 'Photos and videos'
// section and the map's photos layer: one store per user and property, loaded by the section,
// kept up to date by its uploads and removals, read by both. Keyed by the user rather than an
// API client, so the map's chunk needs nothing of the report's to find it.
import { useEffect, useSyncExternalStore } from 'react';
import type { MediaItem } from '../../../core/api';
import type { ApiClient } from '../api/client';
import { deleteMedia, listMedia } from '../../../core/api';
import { send } from '../api/client';

/** What is known of the property's media. */
export interface MediaState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Newest first. */
  items: readonly MediaItem[];
}

/** The media of one user and property. */
export interface MediaStore {
  state(): MediaState;
  subscribe(listener: () => void): () => void;
  /** Asks the server once (again after a failure). */
  load(api: ApiClient): void;
  /** A new upload, shown first. */
  add(item: MediaItem): void;
  /** Removes an item on the server, then here; rejects when the server refuses. */
  remove(api: ApiClient, id: string): Promise<void>;
}

const IDLE: MediaState = { status: 'idle', items: [] };
const stores = new Map<string, MediaStore>();

function createMediaStore(propertyId: string): MediaStore {
  let current = IDLE;
  const listeners = new Set<() => void>();
  const set = (next: MediaState) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(api) {
      if (current.status === 'loading' || current.status === 'ready') return;
      set({ ...current, status: 'loading' });
      send(api, listMedia, { params: { id: propertyId } }).then(
        (list) => set({ status: 'ready', items: list.items }),
        () => set({ ...current, status: 'failed' }),
      );
    },
    add(item) {
      set({ ...current, items: [item, ...current.items.filter((other) => other.id !== item.id)] });
    },
    async remove(api, id) {
      await send(api, deleteMedia, { params: { id: propertyId, mediaId: id } });
      set({ ...current, items: current.items.filter((item) => item.id !== id) });
    },
  };
}

/** The store of one user's media of a property. */
export function mediaStoreFor(userId: string, propertyId: string): MediaStore {
  const key = JSON.stringify([userId, propertyId]);
  let store = stores.get(key);
  if (!store) stores.set(key, (store = createMediaStore(propertyId)));
  return store;
}

/** The user's media of the property as they change; with `api`, asks the server when nothing is known yet. */
export function useMedia(userId: string, propertyId: string, api?: ApiClient): { state: MediaState; store: MediaStore } {
  const store = mediaStoreFor(userId, propertyId);
  const state = useSyncExternalStore(store.subscribe, store.state, store.state);
  useEffect(() => {
    if (api) store.load(api);
  }, [store, api]);
  return { state, store };
}
