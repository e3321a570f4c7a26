// Loads the organization's public config for the widget (the load the host bridge shares), gives
// it to the tree through `useOrgConfig()`, and themes the shadow root with its colours. A failed
// load is reported once per organization; the widget keeps working with its default look.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { OrgPublicConfig } from '../../../../core/api';
import { loadOrgConfig, orgConfigUrl } from './org-config';
import { OrgConfigContext } from './org-context';
import { adoptOrgTheme, orgThemeCss } from './org-theme';

interface Props {
  /** Origin of the Lotline API. */
  apiBase: string;
  /** The organization's id; without one the widget is unbranded and the config stays null. */
  org: string | undefined;
  /** Called when the config could not be loaded. */
  onFailed(): void;
  /** An element inside the widget's shadow root: the theme goes into that root. */
  themeRoot: RefObject<Element | null>;
  children: ReactNode;
}

/** Provides the organization's config (null until it is there) and applies its colours. */
export function OrgConfigProvider({ apiBase, org, onFailed, themeRoot, children }: Props) {
  const [loaded, setLoaded] = useState<{ url: string; config: OrgPublicConfig } | null>(null);
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  const url = org ? orgConfigUrl(apiBase, org) : undefined;
  // A config of another organization (the attribute changed) is not shown while the new one loads.
  const config = loaded && loaded.url === url ? loaded.config : null;

  useEffect(() => {
    if (!org) return;
    let current = true;
    loadOrgConfig(apiBase, org).then(
      (answer) => current && setLoaded({ url: orgConfigUrl(apiBase, org), config: answer }),
      () => current && onFailedRef.current(),
    );
    return () => {
      current = false;
    };
  }, [apiBase, org]);

  const themeCss = config ? orgThemeCss(config.colors) : '';
  // Before paint, so the first branded frame has the organization's colours.
  useLayoutEffect(() => {
    const root = themeRoot.current?.getRootNode();
    if (!themeCss || !(root instanceof ShadowRoot)) return undefined;
    return adoptOrgTheme(root, themeCss);
  }, [themeCss, themeRoot]);

  return <OrgConfigContext.Provider value={config}>{children}</OrgConfigContext.Provider>;
}
