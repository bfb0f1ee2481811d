import type { albums } from './albums.ts';
import type { articleCategories } from './article-categories.ts';
import type { articles } from './articles.ts';
import type { tags } from './tags.ts';
import type { menus } from './menus.ts';
import type { excelFiles } from './excel-files.ts';
import type { headerFooterConfigs } from './header-footer-configs.ts';
import type {
  configBanners,
  headerImages,
  logo,
  mainBanners,
  secondBanners,
  smartTravelBanners,
  wardHomeBanners,
  wardMarketBanners,
  wardServiceBanners,
  wardTravelBanners,
} from './banners.ts';
import type { knowledgeCategories, libraryArticles, libraryVideos } from './knowledge-library.ts';
import type { contact, footer } from './site-settings.ts';
import type { videos } from './videos.ts';
import type { wardContacts } from './ward-contacts.ts';
import type { websites } from './websites.ts';
import type { departments } from './departments.ts';
import type { images } from './images.ts';
import type {
  travelIntroduce,
  touristAttractions,
  travelPosts,
  travelAccommodations,
  travelCuisines,
  travelTransports,
  travelLocalSpecialties,
} from './tourism.ts';
import type { marketAlbums, marketArticles, personalProducts, personalStores } from './market.ts';
import type { groups } from './groups.ts';
import type { unionOrganizations } from './union-organizations.ts';
import type { cameraLocations, cameras } from './cameras.ts';
import type { agricultureServices } from './agriculture-services.ts';
import type { categories } from './categories.ts';
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

// content and media (issue 12)
export type ArticleCategoryRow = RowOf<typeof articleCategories>;
export type ArticleCategoryListRow = ListRowOf<typeof articleCategories>;

export type ArticleRow = RowOf<typeof articles>;
export type ArticleListRow = ListRowOf<typeof articles>;

export type KnowledgeCategoryRow = RowOf<typeof knowledgeCategories>;
export type KnowledgeCategoryListRow = ListRowOf<typeof knowledgeCategories>;

export type LibraryArticleRow = RowOf<typeof libraryArticles>;
export type LibraryArticleListRow = ListRowOf<typeof libraryArticles>;

export type LibraryVideoRow = RowOf<typeof libraryVideos>;
export type LibraryVideoListRow = ListRowOf<typeof libraryVideos>;

export type VideoRow = RowOf<typeof videos>;
export type VideoListRow = ListRowOf<typeof videos>;

export type WebsiteRow = RowOf<typeof websites>;
export type WebsiteListRow = ListRowOf<typeof websites>;

export type WardContactRow = RowOf<typeof wardContacts>;
export type WardContactListRow = ListRowOf<typeof wardContacts>;

export type FooterRow = RowOf<typeof footer>;
export type FooterListRow = ListRowOf<typeof footer>;

export type ContactRow = RowOf<typeof contact>;
export type ContactListRow = ListRowOf<typeof contact>;

export type HeaderImageRow = RowOf<typeof headerImages>;
export type HeaderImageListRow = ListRowOf<typeof headerImages>;

export type MainBannerRow = RowOf<typeof mainBanners>;
export type MainBannerListRow = ListRowOf<typeof mainBanners>;

export type SecondBannerRow = RowOf<typeof secondBanners>;
export type SecondBannerListRow = ListRowOf<typeof secondBanners>;

export type SmartTravelBannerRow = RowOf<typeof smartTravelBanners>;
export type SmartTravelBannerListRow = ListRowOf<typeof smartTravelBanners>;

export type ConfigBannerRow = RowOf<typeof configBanners>;
export type ConfigBannerListRow = ListRowOf<typeof configBanners>;

export type LogoRow = RowOf<typeof logo>;
export type LogoListRow = ListRowOf<typeof logo>;

export type WardHomeBannerRow = RowOf<typeof wardHomeBanners>;
export type WardHomeBannerListRow = ListRowOf<typeof wardHomeBanners>;

export type WardServiceBannerRow = RowOf<typeof wardServiceBanners>;
export type WardServiceBannerListRow = ListRowOf<typeof wardServiceBanners>;

export type WardTravelBannerRow = RowOf<typeof wardTravelBanners>;
export type WardTravelBannerListRow = ListRowOf<typeof wardTravelBanners>;

export type WardMarketBannerRow = RowOf<typeof wardMarketBanners>;
export type WardMarketBannerListRow = ListRowOf<typeof wardMarketBanners>;

export type ImageRow = RowOf<typeof images>;
export type ImageListRow = ListRowOf<typeof images>;

export type AlbumRow = RowOf<typeof albums>;
export type AlbumListRow = ListRowOf<typeof albums>;

export type TagRow = RowOf<typeof tags>;
export type TagListRow = ListRowOf<typeof tags>;

export type MenuRow = RowOf<typeof menus>;
export type MenuListRow = ListRowOf<typeof menus>;

export type ExcelFileRow = RowOf<typeof excelFiles>;
export type ExcelFileListRow = ListRowOf<typeof excelFiles>;

export type HeaderFooterConfigRow = RowOf<typeof headerFooterConfigs>;
export type HeaderFooterConfigListRow = ListRowOf<typeof headerFooterConfigs>;

export type TravelIntroduceRow = RowOf<typeof travelIntroduce>;
export type TravelIntroduceListRow = ListRowOf<typeof travelIntroduce>;

export type TouristAttractionRow = RowOf<typeof touristAttractions>;
export type TouristAttractionListRow = ListRowOf<typeof touristAttractions>;

export type TravelPostRow = RowOf<typeof travelPosts>;
export type TravelPostListRow = ListRowOf<typeof travelPosts>;

export type TravelAccommodationRow = RowOf<typeof travelAccommodations>;
export type TravelAccommodationListRow = ListRowOf<typeof travelAccommodations>;

export type TravelCuisineRow = RowOf<typeof travelCuisines>;
export type TravelCuisineListRow = ListRowOf<typeof travelCuisines>;

export type TravelTransportRow = RowOf<typeof travelTransports>;
export type TravelTransportListRow = ListRowOf<typeof travelTransports>;

export type TravelLocalSpecialtyRow = RowOf<typeof travelLocalSpecialties>;
export type TravelLocalSpecialtyListRow = ListRowOf<typeof travelLocalSpecialties>;

export type PersonalStoreRow = RowOf<typeof personalStores>;
export type PersonalStoreListRow = ListRowOf<typeof personalStores>;

export type PersonalProductRow = RowOf<typeof personalProducts>;
export type PersonalProductListRow = ListRowOf<typeof personalProducts>;

export type MarketArticleRow = RowOf<typeof marketArticles>;
export type MarketArticleListRow = ListRowOf<typeof marketArticles>;

export type MarketAlbumRow = RowOf<typeof marketAlbums>;
export type MarketAlbumListRow = ListRowOf<typeof marketAlbums>;
export type GroupRow = RowOf<typeof groups>;
export type GroupListRow = ListRowOf<typeof groups>;
export type UnionOrganizationRow = RowOf<typeof unionOrganizations>;
export type UnionOrganizationListRow = ListRowOf<typeof unionOrganizations>;
export type CameraLocationRow = RowOf<typeof cameraLocations>;
export type CameraLocationListRow = ListRowOf<typeof cameraLocations>;
export type CameraRow = RowOf<typeof cameras>;
export type CameraListRow = ListRowOf<typeof cameras>;
export type CategoryRow = RowOf<typeof categories>;
export type CategoryListRow = ListRowOf<typeof categories>;
export type AgricultureServiceRow = RowOf<typeof agricultureServices>;
export type AgricultureServiceListRow = ListRowOf<typeof agricultureServices>;

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
  'article-categories': { row: ArticleCategoryRow; listRow: ArticleCategoryListRow };
  articles: { row: ArticleRow; listRow: ArticleListRow };
  'knowledge-categories': { row: KnowledgeCategoryRow; listRow: KnowledgeCategoryListRow };
  'library-articles': { row: LibraryArticleRow; listRow: LibraryArticleListRow };
  'library-videos': { row: LibraryVideoRow; listRow: LibraryVideoListRow };
  videos: { row: VideoRow; listRow: VideoListRow };
  websites: { row: WebsiteRow; listRow: WebsiteListRow };
  'ward-contacts': { row: WardContactRow; listRow: WardContactListRow };
  footer: { row: FooterRow; listRow: FooterListRow };
  contact: { row: ContactRow; listRow: ContactListRow };
  'header-images': { row: HeaderImageRow; listRow: HeaderImageListRow };
  'main-banners': { row: MainBannerRow; listRow: MainBannerListRow };
  'second-banners': { row: SecondBannerRow; listRow: SecondBannerListRow };
  'smart-travel-banners': { row: SmartTravelBannerRow; listRow: SmartTravelBannerListRow };
  'personal-stores': { row: PersonalStoreRow; listRow: PersonalStoreListRow };
  'personal-products': { row: PersonalProductRow; listRow: PersonalProductListRow };
  'market-articles': { row: MarketArticleRow; listRow: MarketArticleListRow };
  'market-albums': { row: MarketAlbumRow; listRow: MarketAlbumListRow };
  groups: { row: GroupRow; listRow: GroupListRow };
  'union-organizations': { row: UnionOrganizationRow; listRow: UnionOrganizationListRow };
  'camera-locations': { row: CameraLocationRow; listRow: CameraLocationListRow };
  cameras: { row: CameraRow; listRow: CameraListRow };
  categories: { row: CategoryRow; listRow: CategoryListRow };
  'agriculture-services': { row: AgricultureServiceRow; listRow: AgricultureServiceListRow };
  'config-banners': { row: ConfigBannerRow; listRow: ConfigBannerListRow };
  logo: { row: LogoRow; listRow: LogoListRow };
  'ward-banners/home': { row: WardHomeBannerRow; listRow: WardHomeBannerListRow };
  'ward-banners/services': { row: WardServiceBannerRow; listRow: WardServiceBannerListRow };
  'ward-banners/travel': { row: WardTravelBannerRow; listRow: WardTravelBannerListRow };
  'ward-banners/market': { row: WardMarketBannerRow; listRow: WardMarketBannerListRow };
  images: { row: ImageRow; listRow: ImageListRow };
  albums: { row: AlbumRow; listRow: AlbumListRow };
  tags: { row: TagRow; listRow: TagListRow };
  menus: { row: MenuRow; listRow: MenuListRow };
  'excel-files': { row: ExcelFileRow; listRow: ExcelFileListRow };
  'header-footer-configs': { row: HeaderFooterConfigRow; listRow: HeaderFooterConfigListRow };
  'travel-introduce': { row: TravelIntroduceRow; listRow: TravelIntroduceListRow };
  'tourist-attractions': { row: TouristAttractionRow; listRow: TouristAttractionListRow };
  'travel-posts': { row: TravelPostRow; listRow: TravelPostListRow };
  'travel-accommodations': { row: TravelAccommodationRow; listRow: TravelAccommodationListRow };
  'travel-cuisines': { row: TravelCuisineRow; listRow: TravelCuisineListRow };
  'travel-transports': { row: TravelTransportRow; listRow: TravelTransportListRow };
  'travel-local-specialties': { row: TravelLocalSpecialtyRow; listRow: TravelLocalSpecialtyListRow };
}
