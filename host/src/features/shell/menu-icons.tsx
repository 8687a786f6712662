// One file per icon (not the '@ant-design/icons' barrel, which is a shared singleton and would bring every icon).
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import GroupOutlined from '@ant-design/icons/GroupOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ComponentType } from 'react';

/** The registry names its menu icons; the host resolves them here (unknown names get a neutral icon). */
const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileExcelOutlined,
  FileProtectOutlined,
  GroupOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
