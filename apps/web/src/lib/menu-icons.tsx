import {
  AppstoreOutlined,
  ApartmentOutlined,
  BulbOutlined,
  CloudOutlined,
  ClusterOutlined,
  CompassOutlined,
  ExperimentOutlined,
  IdcardOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
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
  bulb: <BulbOutlined />,
  cloud: <CloudOutlined />,
  cluster: <ClusterOutlined />,
  compass: <CompassOutlined />,
  experiment: <ExperimentOutlined />,
  idcard: <IdcardOutlined />,
  phone: <PhoneOutlined />,
  question: <QuestionCircleOutlined />,
  tags: <TagsOutlined />,
  video: <VideoCameraOutlined />,
  wifi: <WifiOutlined />,
};

export const menuIcon = (name: string | undefined): ReactNode => (name && MENU_ICONS[name]) ?? <AppstoreOutlined />;
