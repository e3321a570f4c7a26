// The lots around a property, asked for once per property for the page's life. The report asks as
// soon as its street data is in, before the map's chunk has loaded, so the map draws the
// neighbours with the lot at its first paint instead of showing the lot alone (issue 31).
import { neighbourLots, type NeighbourLotsResponse } from '../../../core/api';
import { send, type ApiClient } from '../api/client';

const answers = new Map<string, Promise<NeighbourLotsResponse>>();
const settled = new Map<string, NeighbourLotsResponse>();
const listeners = new Set<() => void>();

/** The neighbouring lots of `propertyId`, asked for on the first call; a failure may be asked again. */
export function loadNeighbourLots(api: ApiClient, propertyId: string): Promise<NeighbourLotsResponse> {
  let answer = answers.get(propertyId);
  if (!answer) {
    answer = send(api, neighbourLots, { params: { id: propertyId } });
    answer.then(
      (data) => {
        settled.set(propertyId, data);
        for (const listener of listeners) listener();
      },
      () => answers.delete(propertyId),
    );
    answers.set(propertyId, answer);
  }
  return answer;
}

/** The neighbouring lots of `propertyId` if they have already come, so a map can draw them in its first render. */
export function neighbourLotsIfIn(propertyId: string): NeighbourLotsResponse | undefined {
  return settled.get(propertyId);
}

/** Calls `listener` whenever the lots around a property come in; answers the unsubscribe (React's useSyncExternalStore). */
export function onNeighbourLots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
