import type { departments } from './departments.ts';
import type { explorations } from './explorations.ts';
import type { freqAskedQuestions } from './freq-asked-questions.ts';
import type { phonebook } from './phonebook.ts';
import type { positions } from './positions.ts';
import type { ruralDigitalServices } from './rural-digital-services.ts';
import type { ruralNetworks } from './rural-networks.ts';
import type { serviceManagements } from './service-managements.ts';
import type { serviceSuggestions } from './service-suggestions.ts';
import type { enterpriseServiceWards, officialServiceWards, ruralServiceWards } from './service-wards.ts';
import type { smartDeviceTypes } from './smart-device-types.ts';
import type { smartDevices } from './smart-devices.ts';
import type { smartSolutionTypes } from './smart-solution-types.ts';
import type { smartSolutions } from './smart-solutions.ts';
import type { videoTutorials } from './video-tutorials.ts';
import type { villages } from './villages.ts';
import type { wardServiceManagements } from './ward-service-managements.ts';
import type { ListRowOf, RowOf } from './resource-rows.ts';

// The row types of every resource definition of this folder, by name (resource-rows.ts derives them). Types only:
// the folder's modules are scanned at runtime for definitions and this one must export none. A new definition file
// adds its two lines here and its entry in ResourceRows (resource-rows.test.ts fails when one is missing).

export type DepartmentRow = RowOf<typeof departments>;
export type DepartmentListRow = ListRowOf<typeof departments>;

export type ExplorationRow = RowOf<typeof explorations>;
export type ExplorationListRow = ListRowOf<typeof explorations>;

export type FreqAskedQuestionRow = RowOf<typeof freqAskedQuestions>;
export type FreqAskedQuestionListRow = ListRowOf<typeof freqAskedQuestions>;

export type PhonebookEntryRow = RowOf<typeof phonebook>;
export type PhonebookEntryListRow = ListRowOf<typeof phonebook>;

export type PositionRow = RowOf<typeof positions>;
export type PositionListRow = ListRowOf<typeof positions>;

export type RuralDigitalServiceRow = RowOf<typeof ruralDigitalServices>;
export type RuralDigitalServiceListRow = ListRowOf<typeof ruralDigitalServices>;

export type RuralNetworkRow = RowOf<typeof ruralNetworks>;
export type RuralNetworkListRow = ListRowOf<typeof ruralNetworks>;

/** the catalogue's rows also carry their table's `key` (builtIn.column: set on the built-in services, null on staff's) */
interface BuiltInKey {
  key: string | null;
}
export type ServiceManagementRow = RowOf<typeof serviceManagements, BuiltInKey>;
export type ServiceManagementListRow = ListRowOf<typeof serviceManagements, BuiltInKey>;

export type ServiceSuggestionRow = RowOf<typeof serviceSuggestions>;
export type ServiceSuggestionListRow = ListRowOf<typeof serviceSuggestions>;

export type OfficialServiceWardRow = RowOf<typeof officialServiceWards>;
export type OfficialServiceWardListRow = ListRowOf<typeof officialServiceWards>;

export type RuralServiceWardRow = RowOf<typeof ruralServiceWards>;
export type RuralServiceWardListRow = ListRowOf<typeof ruralServiceWards>;

export type EnterpriseServiceWardRow = RowOf<typeof enterpriseServiceWards>;
export type EnterpriseServiceWardListRow = ListRowOf<typeof enterpriseServiceWards>;

export type SmartDeviceTypeRow = RowOf<typeof smartDeviceTypes>;
export type SmartDeviceTypeListRow = ListRowOf<typeof smartDeviceTypes>;

export type SmartDeviceRow = RowOf<typeof smartDevices>;
export type SmartDeviceListRow = ListRowOf<typeof smartDevices>;

export type SmartSolutionTypeRow = RowOf<typeof smartSolutionTypes>;
export type SmartSolutionTypeListRow = ListRowOf<typeof smartSolutionTypes>;

export type SmartSolutionRow = RowOf<typeof smartSolutions>;
export type SmartSolutionListRow = ListRowOf<typeof smartSolutions>;

export type VideoTutorialRow = RowOf<typeof videoTutorials>;
export type VideoTutorialListRow = ListRowOf<typeof videoTutorials>;

export type VillageRow = RowOf<typeof villages>;
export type VillageListRow = ListRowOf<typeof villages>;

export type WardServiceManagementRow = RowOf<typeof wardServiceManagements>;
export type WardServiceManagementListRow = ListRowOf<typeof wardServiceManagements>;

/** every resource's rows by its API name (/api/admin/{name}): the row by id and the list's row */
export interface ResourceRows {
  departments: { row: DepartmentRow; listRow: DepartmentListRow };
  explorations: { row: ExplorationRow; listRow: ExplorationListRow };
  'freq-asked-questions': { row: FreqAskedQuestionRow; listRow: FreqAskedQuestionListRow };
  phonebook: { row: PhonebookEntryRow; listRow: PhonebookEntryListRow };
  positions: { row: PositionRow; listRow: PositionListRow };
  'rural-digital-services': { row: RuralDigitalServiceRow; listRow: RuralDigitalServiceListRow };
  'rural-networks': { row: RuralNetworkRow; listRow: RuralNetworkListRow };
  'service-managements': { row: ServiceManagementRow; listRow: ServiceManagementListRow };
  'service-suggestions': { row: ServiceSuggestionRow; listRow: ServiceSuggestionListRow };
  'service-wards/official': { row: OfficialServiceWardRow; listRow: OfficialServiceWardListRow };
  'service-wards/rural': { row: RuralServiceWardRow; listRow: RuralServiceWardListRow };
  'service-wards/enterprise': { row: EnterpriseServiceWardRow; listRow: EnterpriseServiceWardListRow };
  'smart-device-types': { row: SmartDeviceTypeRow; listRow: SmartDeviceTypeListRow };
  'smart-devices': { row: SmartDeviceRow; listRow: SmartDeviceListRow };
  'smart-solution-types': { row: SmartSolutionTypeRow; listRow: SmartSolutionTypeListRow };
  'smart-solutions': { row: SmartSolutionRow; listRow: SmartSolutionListRow };
  'video-tutorials': { row: VideoTutorialRow; listRow: VideoTutorialListRow };
  villages: { row: VillageRow; listRow: VillageListRow };
  'ward-service-managements': { row: WardServiceManagementRow; listRow: WardServiceManagementListRow };
}
