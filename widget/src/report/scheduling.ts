// Where 'Schedule a Time' leads: the booking page the operator configured (GET /api/scheduling,
// LOTLINE_SCHEDULING_URL), asked once per server and shared by every panel; null while unknown,
// when none is configured or when the server cannot say (the button then stays 'Coming soon').
import { useEffect, useState } from 'react';
import { getScheduling, type Scheduling } from '../../../core/api';
import { pathOf, send, type ApiClient } from '../api/client';

const asked = new Map<string, Promise<string | null>>();

/** The booking page's URL, if it is an http(s) URL. */
export function schedulingUrlOf(answer: Partial<Scheduling> | null | undefined): string | null {
  const url = answer?.scheduling_url;
  if (typeof url !== 'string') return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The configured booking page of the server behind `api`, fetched once. */
export function fetchSchedulingUrl(api: ApiClient): Promise<string | null> {
  const key = api.url(pathOf(getScheduling, {}));
  let answer = asked.get(key);
  if (!answer) {
    answer = send(api, getScheduling, {}).then(schedulingUrlOf, () => {
      // A failed question may be asked again by the next panel.
      asked.delete(key);
      return null;
    });
    asked.set(key, answer);
  }
  return answer;
}

/** The booking page for the panels of a report, or null. */
export function useSchedulingUrl(api: ApiClient): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void fetchSchedulingUrl(api).then((found) => {
      if (isCurrent) setUrl(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [api]);
  return url;
}
