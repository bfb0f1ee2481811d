import {
  AppstoreOutlined,
  ApartmentOutlined,
  BankOutlined,
  BookOutlined,
  BulbOutlined,
  CloudOutlined,
  ClusterOutlined,
  CompassOutlined,
  ContactsOutlined,
  ControlOutlined,
  ExperimentOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LinkOutlined,
  PhoneOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  ShopOutlined,
  TagsOutlined,
  VideoCameraOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The icons an area's definition may name (`menu.icon`). A palette, not a list of areas: a new area picks one of these
 * and edits nothing here unless it needs a new picture.
 */
const MENU_ICONS: Record<string, ReactNode> = {
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  bank: <BankOutlined />,
  book: <BookOutlined />,
  bulb: <BulbOutlined />,
  cloud: <CloudOutlined />,
  cluster: <ClusterOutlined />,
  compass: <CompassOutlined />,
  contacts: <ContactsOutlined />,
  control: <ControlOutlined />,
  experiment: <ExperimentOutlined />,
  global: <GlobalOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  layout: <LayoutOutlined />,
  link: <LinkOutlined />,
  phone: <PhoneOutlined />,
  picture: <PictureOutlined />,
  play: <PlaySquareOutlined />,
  question: <QuestionCircleOutlined />,
  read: <ReadOutlined />,
  shop: <ShopOutlined />,
  tags: <TagsOutlined />,
  video: <VideoCameraOutlined />,
  wifi: <WifiOutlined />,
};

export const menuIcon = (name: string | undefined): ReactNode => (name && MENU_ICONS[name]) ?? <AppstoreOutlined />;
