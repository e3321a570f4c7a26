// The front door of core/api: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  type AddressDetails, AddressDetailsQuerySchema, AddressDetailsSchema, type AddressExample,
  AddressExampleSchema, type AddressPlace, type AddressPlaces, AddressPlaceSchema, AddressPlacesQuerySchema,
  AddressPlacesSchema, type AddressSearchQuery, AddressSearchQuerySchema, type AddressSearchResponse,
  AddressSearchResponseSchema, type AddressSuggestion, AddressSuggestionSchema,
} from './address.schema';
export {
  ANALYTICS_EVENTS, type AnalyticsEventBody, AnalyticsEventBodySchema, type AnalyticsEventName,
  AnalyticsEventSchema, AnalyticsQuerySchema, type AnalyticsSummary, AnalyticsSummarySchema, CLIENT_EVENTS,
  EventRecordedSchema,
} from './analytics.schema';
export {
  type AccountUser, type AccountUserAnswer, AccountUserAnswerSchema, AccountUserSchema, AuthMessage,
  AuthQuerySchema, type AuthSession, AuthSessionSchema, BillingPortalSchema, EmailSchema, type Me, MeSchema,
  NAME_MAX_LENGTH, NewPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordResetAcceptedSchema,
  PasswordResetBodySchema, PasswordResetConfirmBodySchema, type SignInBody, SignInBodySchema, type SignUpBody,
  SignUpBodySchema, type TrialState, TrialStateSchema, type WidgetToken, type WidgetTokenRequest,
  WidgetTokenRequestSchema, WidgetTokenSchema,
} from './auth.schema';
export {
  BASEMAP_CELL_DEG, BASEMAP_MIN_ZOOM, BASEMAP_UNIT_DEG, type BasemapAreaKind, basemapCellBBox, basemapCellOf,
  type BasemapCellResponse, BasemapCellResponseSchema, basemapOrigin, type BasemapQuery, BasemapQuerySchema,
  decodeCoordinates, encodePosition, MAX_BASEMAP_LOTS,
} from './basemap.schema';
export {
  type Cities, type CitiesQuery, CitiesQuerySchema, CitiesSchema, type City, CitySchema,
} from './cities.schema';
export {
  type FormAddress, FormAddressSchema, maskPhone, OptionalPhoneSchema, OptionalWebsiteSchema,
  PastedPhoneSchema, PHONE_MAX_LENGTH, PHONE_PATTERN, PHONE_PLACEHOLDER, PhoneSchema, WebsiteSchema,
  withUrlScheme,
} from './contact.schema';
export {
  type ApiErrorBody, ApiErrorBodySchema, ApiErrorCode, fieldErrors, MAX_ERROR_FIELDS,
} from './error.schema';
export {
  type FloorPlansQuery, FloorPlansQuerySchema, type FloorPlansResponse, FloorPlansResponseSchema,
} from './floor-plans.schema';
export {
  type AddressHistory, type AddressHistoryGroup, type AddressHistoryQuery, AddressHistoryQuerySchema,
  AddressHistorySchema, FREE_HISTORY_LIMIT, type HistoryAddress, HistoryAddressSchema,
} from './history.schema';
export {
  CUSTOM_PLAN_PREFIX, customPlanUuid, DrawnPolygonSchema, emptyLayout, isCustomPlanUuid, type LayoutUnit,
  type LayoutUnitProperties, LayoutUnitSchema, LayoutUpdateEntries, type MapNote, MapNoteSchema,
  MAX_ANNOTATIONS, MAX_LAYOUT_UNITS, MAX_POLYGON_POSITIONS, MAX_USER_BUILDINGS, MAX_USER_PLANS,
  type UserBuilding, UserBuildingSchema, type UserFloorPlan, UserFloorPlanSchema, type UserLayout,
  UserLayoutSchema, VIEW_MODES, type ViewMode,
} from './layout.schema';
export {
  decodeLayoutUnit, encodeLayoutUnit, encodeLayoutUnits, keptRotationDeg, ROTATION_DECIMALS,
} from './layout-codec';
export {
  aduKindConsidered, CONSIDER_OPTIONS, type ConsiderOption, DELIVERY_STATUSES, type DeliveryStatus,
  HELP_TOPICS, type HelpRequestSubmission, HelpRequestSubmissionSchema, LEAD_FORM_DEFAULTS, LEAD_KINDS,
  LEAD_PROGRESS_TOTAL, LEAD_STEPS, LEAD_SUMMARY_VERSION, type LeadAccepted, LeadAcceptedSchema, type LeadForm,
  LeadFormSchema, type LeadKind, type LeadList, type LeadListItem, LeadListItemSchema, LeadListQuerySchema,
  LeadListSchema, LeadMessage, type LeadStep, type LeadSubmission, LeadSubmissionSchema, type LeadSummary,
  LeadSummarySchema, type NeedHelpForm, NeedHelpFormSchema, SEWER_OPTIONS, STEPS_TAKEN_OPTIONS,
  TIMELINE_OPTIONS, WATER_OPTIONS, YES_NO,
} from './leads.schema';
export {
  type MapLayerFeatureProperties, type MapLayerFeaturesQuery, MapLayerFeaturesQuerySchema,
  type MapLayerFeaturesResponse, MapLayerFeaturesResponseSchema, type MapLayerGeometry, MapLayerIdSchema,
  MapLayerPathParamsSchema, MAX_BBOX_SIDE_DEG, MAX_LAYER_FEATURES, MAX_NEIGHBOURS, NEIGHBOUR_RADIUS_FT,
  type NeighbourLotsResponse, NeighbourLotsResponseSchema,
} from './map-layers.schema';
export {
  checkMediaSize, detectMediaType, formatMegabytes, MAX_CAPTION_LENGTH, MAX_MEDIA_BYTES, MEDIA_CATEGORIES,
  MEDIA_LIMITS, MEDIA_SIZES, type MediaCategory, MediaFilePathParamsSchema, MediaIdSchema, type MediaItem,
  MediaItemSchema, type MediaKind, type MediaList, MediaListSchema, type MediaSize, MediaSizeSchema,
  type MediaType, type MediaTypeCheck, mediaTypeOf, type MediaUploadFields, MediaUploadFieldsSchema, mediaUrl,
  MEDIUM_LONGEST_SIDE_PX, PropertyMediaPathParamsSchema, SNIFF_BYTES, THUMB_SIZE_PX,
} from './media.schema';
export {
  DEFAULT_INVITE_ROLE, type Invite, INVITE_VALID_DAYS, InviteAcceptBodySchema, type InviteBody,
  InviteBodySchema, type InviteCreated, InviteCreatedSchema, type InvitePreview, InvitePreviewSchema,
  InviteSchema, type Member, MemberSchema, type MembersList, MembersListSchema, MembersMessage, ORG_ROLES,
  type OrgRole, RoleUpdateBodySchema,
} from './members.schema';
export {
  INVITED_ROLE, INVITED_ROLE_TEXT, ONBOARDING_KINDS, ONBOARDING_NAME_MAX, ONBOARDING_PROGRESS_TOTAL,
  ONBOARDING_STEPS, type OnboardingForm, type OnboardingFormInput, OnboardingFormSchema, type OnboardingKind,
  OnboardingMessage, OnboardingOrganizationSchema, type OnboardingStep, type OnboardingSubmission,
  OnboardingSubmissionSchema, type ProfileUpdate, ProfileUpdateSchema, PROJECT_TYPES, type ProjectType,
  SIGN_UP_REASONS, type SignUpReason, UPGRADE_GOALS, type UpgradeGoal,
} from './onboarding.schema';
export {
  featuresWithModules, MAX_ALLOWED_ORIGINS, MAX_CITY_IDS, MODULE_FEATURES, type ModuleFeature, moduleFormKey,
  modulesFromFeatures, type OrgAdminView, OrgAdminViewSchema, type OrgSettingsUpdate,
  type OrgSettingsUpdateInput, OrgSettingsUpdateSchema,
} from './org-admin.schema';
export {
  DEFAULT_MAP_STYLE, DEFAULT_ORG_SETTINGS, EXTERNAL_CONTACT_FORM_REQUIRED, type FeatureFlags,
  FeatureFlagsSchema, FeatureKeySchema, GalleryImageUrlSchema, InvitePathParamsSchema, isFeatureEnabled,
  MAP_STYLES, type MapStyle, MemberPathParamsSchema, normalizeOrigin, OrgIdSchema, OrgPathParamsSchema,
  OrgPdfSettingsSchema, type OrgPublicConfig, OrgPublicConfigSchema, type OrgSettings, type OrgSettingsInput,
  OrgSettingsSchema, OriginSchema, resolveFeatureFlags,
} from './org.schema';
export { websiteOrigin } from './origin';
export {
  type EdgeKindOverride, EdgeKindOverrideSchema, type FactOverrides, LOT_EDGE_KINDS, type LotEdgeKind,
  MAX_SETBACK_FT, mergeFactUpdate, PropertyIdSchema, PropertyPathParamsSchema, propertyTypeOverride,
  type PropertyUpdate, PropertyUpdateSchema, SizeLimitOverrideSchema, SizeLimitOverridesSchema,
  toEvaluationOverrides, UPDATE_KEYS, type UserOverrides, type UserOverridesAnswer, UserOverridesAnswerSchema,
  UserOverridesSchema,
} from './overrides.schema';
export { ParcelAtQuerySchema, type ParcelAtResponse, ParcelAtResponseSchema } from './parcel.schema';
export {
  DEFAULT_PDF_FILENAME, DEFAULT_PDF_LOCALE, type GeneratePdfRequest, GeneratePdfRequestSchema,
  type GeneratePdfResponse, GeneratePdfResponseSchema, MAX_MEASUREMENT_LINES, type MeasurementLine,
  MeasurementLineSchema, PDF_FILENAME_PATTERN, PDF_LOCALES, pdfFilenameOf, PdfIdSchema, type PdfLocale,
  pdfPath, PdfPathParamsSchema,
} from './pdf.schema';
export {
  CUSTOM_ADU_CATEGORY, MAX_OUTLINE_SIDES, MAX_SIDE_IN, type Outline, OutlineSchema, type PlacedUnitFeature,
  PlacedUnitFeatureSchema, type PlacedUnitProperties, PLACEMENT_PAGES, type PlacementPage,
  type PlacementRequest, PlacementRequestSchema, PlanSource,
} from './placement.schema';
export {
  AnalysisBuildingSchema, AnalysisObjectSchema, MAX_ANALYSIS_BUILDINGS, MAX_ANALYSIS_OBJECTS, physicalNotice,
  type PlaygroundAnalysisRequest, PlaygroundAnalysisRequestSchema, type PlaygroundAnalysisResponse,
  PlaygroundAnalysisResponseSchema, PlaygroundMessage,
} from './playground.schema';
export { isPreviewRefusedByText, type UrlParts } from './preview-url';
export {
  type AddressQuota, AddressQuotaSchema, type Package, PACKAGE_QUOTAS, PACKAGES, QUOTA_PERIODS,
  type QuotaPeriod, type StreetDataQuota, StreetDataQuotaSchema, TRIAL_DAYS, TRIAL_REMINDER_DAYS,
  WHAT_IF_PACKAGES,
} from './quota.schema';
export {
  BylawsSchema, CitationsSchema, DocumentIdSchema, DocumentPathParamsSchema, type EvaluateRequest,
  EvaluateRequestSchema, EvaluationAnswerSchema, type Jurisdictions, JurisdictionsSchema, LotEdgeSchema,
  ReportCitationSchema, type RuleDocument, RuleDocumentSchema, SetbackedAreaSchema,
} from './rules.schema';
export { type Scheduling, SchedulingSchema } from './scheduling.schema';
export { type Health, HealthSchema, OpenApiDocumentSchema } from './service.schema';
export {
  type Building, type BuildingProperties, BuildingPropertiesSchema, BuildingSchema, BuildingSource,
  CostEstimateSchema, type GisLayer, GisLayerSchema, LotSource, LotZoningSchema, NextStepsSchema,
  type PropertyAttributes, PropertyAttributesSchema, RentEstimateSchema, type SpecialConsideration,
  type SpecialConsiderationInfo, SpecialConsiderationSchema, type StreetData, type StreetDataParams,
  StreetDataParamsSchema, StreetDataQuerySchema, StreetDataSchema,
} from './street-data.schema';
export { streetViewPath, StreetViewQuerySchema } from './street-view.schema';
export {
  isNoPreview, type LinkPreview, LinkPreviewSchema, type NoPreview, NoPreviewReason, NoPreviewSchema,
  type UnfurlAnswer, UnfurlAnswerSchema, type UnfurlPolicy, UnfurlPolicyQuerySchema, UnfurlPolicySchema,
  UnfurlQuerySchema,
} from './unfurl.schema';
export {
  type AnswerOf, type AnyOperation, type AuthMode, defineOperation, type ErrorStatus, type FileAnswer,
  type HttpMethod, type MultipartBody, type NoContent, type Operation, type OperationInfo, operationPath,
  type OperationTypes, type OrgRoles, type ParsedRequestOf, pathPlaceholders, queryString, type RateLimitName,
  type RequestOf, type SameType, type SchemaTypes, schemaTypes, type SuccessStatus, type TypesOf,
} from './operation';
export { exportLeads, listLeads, submitHelpRequest, submitLead } from './leads.operations';
export { getOrgSettings, orgPublicConfig, updateOrgSettings } from './orgs.operations';
export {
  acceptInvite, createInvite, listMembers, previewInvite, revokeInvite, setMemberRole,
} from './members.operations';
export { listCities } from './cities.operations';
export {
  getAddressHistory, getBillingPortal, getMe, startTrial, submitOnboarding, updateMe,
} from './me.operations';
export {
  confirmPasswordReset, issueWidgetToken, requestPasswordReset, signIn, signOut, signOutEverywhere, signUp,
} from './auth.operations';
export { addressDetails, listAddressPlaces, searchAddresses } from './address.operations';
export {
  basemapCell, getStreetData, getStreetView, mapLayerFeatures, neighbourLots, parcelAt, replaceSizeLimits,
  updateProperty,
} from './property.operations';
export { recordEvent, summarizeEvents } from './analytics.operations';
export { analyzePlayground, listFloorPlans, placeFloorPlan } from './placement.operations';
export { deleteMedia, getMediaFile, listMedia, uploadMedia } from './media.operations';
export { generatePdf, getPdf } from './pdf.operations';
export {
  evaluateRules, getDocument, getUnfurlPolicy, listJurisdictions, unfurlLink,
} from './rules.operations';
export { apiDocs, apiDocsStylesheet, getScheduling, health, openApiDocument } from './service.operations';
export {
  cornerCount, type GeometryOverLimit, LOT_LIMITS_DESCRIPTION, lotOverLimits, MAX_LOT_CORNERS, MAX_LOT_RINGS,
  MAX_PROPERTY_CORNERS, MAX_REQUEST_CORNERS, MAX_RING_CORNERS, propertyCornersMessage, requestCornersMessage,
  ringsOf, storedGeometryOverLimit,
} from './geometry-limits';
export {
  DEFAULT_PLAN_ALLOWANCES, DEFAULT_VISITOR_REPORT, ORG_PLANS, type OrgPlan, REPORT_GRANT_HEADER,
  UNLOCK_ALLOWANCE_MESSAGE, UNLOCK_LIMITED_MESSAGE, UNLOCK_NEEDS_LEAD_MESSAGE, VISITOR_REPORTS,
  type VisitorReport,
} from './visitor-report';
export {
  type ReportAllowance, ReportAllowanceSchema, type ReportUnlock, type ReportUnlockRequest,
  ReportUnlockRequestSchema, ReportUnlockSchema, VisitorIdSchema,
} from './visitor-report.schema';
export { unlockReport } from './visitor-report.operations';
