// The onboarding as Lotline's own pages add it to the report app (console/console.tsx gives it to App as
// `Onboarding`; the embed has none, decision 041): the gate decides (use-onboarding-gate.ts), and
// while it is open the dialog comes from a chunk of its own, so the hosted page's first screen
// does not carry it.
import { lazy, Suspense } from 'react';
import type { OnboardingSlotProps } from '../../embed/App';
import { useOnboardingGate } from './use-onboarding-gate';

const OnboardingDialog = lazy(() => import('./OnboardingDialog').then((module) => ({ default: module.OnboardingDialog })));

/** The onboarding dialog for a signed-in user who is not onboarded yet (spec 4), nothing otherwise. */
export function OnboardingGate({ api, user, apiBase, embedded, notify }: OnboardingSlotProps) {
  const onboarding = useOnboardingGate(user, apiBase);
  if (!onboarding.openFor) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog
        key={onboarding.openFor.id}
        api={api}
        user={onboarding.openFor}
        hostSearch={window.location.search}
        embedded={embedded}
        notify={notify}
        onClose={onboarding.close}
      />
    </Suspense>
  );
}
