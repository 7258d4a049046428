import {
  BookOutlined,
  CalendarOutlined,
  CompassOutlined,
  FolderOpenOutlined,
  MessageOutlined,
  SmileOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

const ENTRIES: readonly { path: string; label: string; icon: ReactNode; color: string }[] = [
  { path: '/m/counselling', label: '咨询预约', icon: <CalendarOutlined />, color: '#1677ff' },
  { path: '/m/chat', label: 'AI 助手', icon: <MessageOutlined />, color: '#722ed1' },
  { path: '/m/growth', label: '我的成长档案', icon: <FolderOpenOutlined />, color: '#13a8a8' },
  { path: '/m/relax', label: '减压星球', icon: <SmileOutlined />, color: '#fa8c16' },
  { path: '/m/career', label: '我的生涯报告', icon: <CompassOutlined />, color: '#52c41a' },
  { path: '/m/courses', label: '我的课程', icon: <BookOutlined />, color: '#eb2f96' },
];

/**
 * The H5 home's entries as a grid of tiles (icon over label), three to a row on a 390 px phone,
 * each tile a tap target well over 48 px.
 */
export function HomeEntries() {
  const navigate = useNavigate();
  return (
    <nav
      aria-label="功能入口"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8, marginBottom: 16 }}
    >
      {ENTRIES.map((entry) => (
        <button
          key={entry.path}
          type="button"
          onClick={() => navigate(entry.path)}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 6,
            minHeight: 84,
            padding: '10px 4px',
            border: 'none',
            borderRadius: 12,
            background: '#fff',
            boxShadow: '0 1px 3px rgba(0, 0, 0, 0.06)',
            cursor: 'pointer',
            fontSize: 14,
            lineHeight: 1.3,
            color: 'rgba(0, 0, 0, 0.88)',
          }}
        >
          <span aria-hidden style={{ fontSize: 26, color: entry.color }}>
            {entry.icon}
          </span>
          <span>{entry.label}</span>
        </button>
      ))}
    </nav>
  );
}
