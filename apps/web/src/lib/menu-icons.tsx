import {
  AppstoreOutlined,
  ApartmentOutlined,
  BankOutlined,
  BulbOutlined,
  CloudOutlined,
  ClusterOutlined,
  CompassOutlined,
  ControlOutlined,
  ExperimentOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
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
  bulb: <BulbOutlined />,
  cloud: <CloudOutlined />,
  cluster: <ClusterOutlined />,
  compass: <CompassOutlined />,
  control: <ControlOutlined />,
  experiment: <ExperimentOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  link: <LinkOutlined />,
  phone: <PhoneOutlined />,
  question: <QuestionCircleOutlined />,
  shop: <ShopOutlined />,
  tags: <TagsOutlined />,
  video: <VideoCameraOutlined />,
  wifi: <WifiOutlined />,
};

export const menuIcon = (name: string | undefined): ReactNode => (name && MENU_ICONS[name]) ?? <AppstoreOutlined />;
