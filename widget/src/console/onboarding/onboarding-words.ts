// The onboarding dialog's words: the keys (onboarding-messages.ts) of the reasons, project types and goals, and
// of each message of OnboardingFormSchema, whose English is that message word for word (spec 5;
// onboarding-words.test.ts holds them to it), so the form speaks the widget's language.
import { OnboardingMessage, type ProjectType, type SignUpReason, type UpgradeGoal } from '../../../../core/api';
import type { OnboardingMessageKey, OnboardingTranslate } from './onboarding-messages';

/** The label of each sign-up reason. */
export const REASON_LABELS: Record<SignUpReason, OnboardingMessageKey> = {
  Builder: 'onboarding.reasonBuilder',
  Homeowner: 'onboarding.reasonHomeowner',
  'Prefab Manufacture': 'onboarding.reasonPrefab',
  'Real Estate Developer': 'onboarding.reasonDeveloper',
  'Municipal Government': 'onboarding.reasonMunicipal',
  'Housing Advocacy': 'onboarding.reasonAdvocacy',
  'Real Estate Agent': 'onboarding.reasonAgent',
  Other: 'onboarding.reasonOther',
};

/** The label of each project type. */
export const PROJECT_LABELS: Record<ProjectType, OnboardingMessageKey> = {
  backyard_cottage: 'onboarding.projectBackyardCottage',
  in_home_apartment: 'onboarding.projectInHomeApartment',
  general_remodeling: 'onboarding.projectRemodeling',
  general_additions: 'onboarding.projectAdditions',
  deck: 'onboarding.projectDeck',
  pool: 'onboarding.projectPool',
  patio: 'onboarding.projectPatio',
  general_new_construction: 'onboarding.projectNewConstruction',
  other: 'onboarding.projectOther',
};

/** The label of each goal of the UPGRADE_THINGS step. */
export const GOAL_LABELS: Record<UpgradeGoal, OnboardingMessageKey> = {
  if_buildable: 'onboarding.goalIfBuildable',
  quick_report: 'onboarding.goalQuickReport',
  leads: 'onboarding.goalLeads',
  visitors_to_leads: 'onboarding.goalVisitorsToLeads',
  leads_qualify: 'onboarding.goalLeadsQualify',
  boost_traffic: 'onboarding.goalBoostTraffic',
  analytics: 'onboarding.goalAnalytics',
  notes: 'onboarding.goalNotes',
  other: 'onboarding.goalOther',
};

/** The key of each message the form's schema gives, by its English text. */
export const ERROR_WORDS: Readonly<Record<string, OnboardingMessageKey>> = {
  [OnboardingMessage.Role]: 'onboarding.errorRole',
  [OnboardingMessage.RoleOther]: 'onboarding.errorRoleOther',
  [OnboardingMessage.AcceptTerms]: 'onboarding.errorAcceptTerms',
  [OnboardingMessage.CompanyNameRequired]: 'onboarding.errorCompanyNameRequired',
  'Company Name must be less than 128 characters.': 'onboarding.errorCompanyNameTooLong',
  'First Name is required.': 'onboarding.errorFirstNameRequired',
  'First Name must be less than 128 characters.': 'onboarding.errorFirstNameTooLong',
  'Last Name is required.': 'onboarding.errorLastNameRequired',
  'Last Name must be less than 128 characters.': 'onboarding.errorLastNameTooLong',
  'Email is required': 'onboarding.errorEmailRequired',
  'Please verify that you are entering the correct email.': 'onboarding.errorEmailInvalid',
  'Email must be less than 128 characters.': 'onboarding.errorEmailTooLong',
  'Invalid Phone number format': 'onboarding.errorPhoneInvalid',
  'Phone number must be less than 20 characters.': 'onboarding.errorPhoneTooLong',
  'Website should be valid URL': 'onboarding.errorWebsite',
  'Address must be less than 256 characters.': 'onboarding.errorAddressTooLong',
  'Details must be less than 500 characters.': 'onboarding.errorDetailsTooLong',
};

/** A schema message in the widget's language; one without a key is shown as it is. */
export function errorText(t: OnboardingTranslate, message: string): string {
  const key = ERROR_WORDS[message];
  return key ? t(key) : message;
}
