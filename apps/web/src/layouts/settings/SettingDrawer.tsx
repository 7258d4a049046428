import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, List, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useStore } from '../../hooks/create-store.ts';
import { COLOR_PRESETS } from './settings-rules.ts';
import { settingsDrawerStore, updateSettings, useSettings } from './settings-store.ts';

function Row({ title, action, hint }: { title: string; action: ReactNode; hint?: string }) {
  return (
    <List.Item actions={[action]}>
      <Tooltip title={hint}>
        <span>{title}</span>
      </Tooltip>
    </List.Item>
  );
}

/** Theme and layout settings of spec §2, saved in localStorage. */
export function SettingDrawer() {
  const open = useStore(settingsDrawerStore);
  const s = useSettings();
  const topmenu = s.layout === 'topmenu';
  return (
    <Drawer title="系统设置" open={open} onClose={() => settingsDrawerStore.set(false)} size={300}>
      <Typography.Title level={5}>整体风格设置</Typography.Title>
      <Radio.Group
        value={s.navTheme}
        onChange={(e) => updateSettings({ navTheme: e.target.value })}
        options={[
          { value: 'dark', label: '暗色菜单风格' },
          { value: 'light', label: '亮色菜单风格' },
        ]}
      />
      <Divider />
      <Typography.Title level={5}>主题色</Typography.Title>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {COLOR_PRESETS.map((preset) => (
          <Tooltip key={preset.color} title={preset.name}>
            <button
              type="button"
              aria-label={preset.name}
              onClick={() => updateSettings({ primaryColor: preset.color })}
              style={{
                width: 22,
                height: 22,
                border: 0,
                borderRadius: 4,
                cursor: 'pointer',
                background: preset.color,
                color: '#fff',
                fontSize: 12,
              }}
            >
              {preset.color.toLowerCase() === s.primaryColor.toLowerCase() && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <Typography.Title level={5}>导航设置</Typography.Title>
      <Radio.Group
        value={s.layout}
        onChange={(e) => updateSettings({ layout: e.target.value })}
        options={[
          { value: 'sidemenu', label: '侧边栏导航' },
          { value: 'topmenu', label: '顶部栏导航' },
        ]}
      />
      <List split={false}>
        <Row
          title="内容区域宽度"
          hint="流式宽度仅在顶部栏导航时可用"
          action={
            <Select
              size="small"
              style={{ width: 80 }}
              value={s.contentWidth}
              onChange={(v) => updateSettings({ contentWidth: v })}
              options={[
                { value: 'Fixed', label: '固定' },
                { value: 'Fluid', label: '流式', disabled: !topmenu },
              ]}
            />
          }
        />
        <Row
          title="固定 Header"
          action={
            <Switch
              size="small"
              checked={s.fixedHeader}
              onChange={(v) => updateSettings({ fixedHeader: v })}
            />
          }
        />
        <Row
          title="下滑时隐藏 Header"
          hint="固定 Header 时可配置"
          action={
            <Switch
              size="small"
              disabled={!s.fixedHeader}
              checked={s.autoHideHeader}
              onChange={(v) => updateSettings({ autoHideHeader: v })}
            />
          }
        />
        <Row
          title="固定侧边菜单"
          hint="顶部栏导航时不可用"
          action={
            <Switch
              size="small"
              disabled={topmenu}
              checked={s.fixSiderbar}
              onChange={(v) => updateSettings({ fixSiderbar: v })}
            />
          }
        />
      </List>
      <Divider />
      <Typography.Title level={5}>其他设置</Typography.Title>
      <List split={false}>
        <Row
          title="色弱模式"
          action={
            <Switch size="small" checked={s.colorWeak} onChange={(v) => updateSettings({ colorWeak: v })} />
          }
        />
        <Row
          title="多页签模式"
          action={
            <Switch size="small" checked={s.multipage} onChange={(v) => updateSettings({ multipage: v })} />
          }
        />
        <Row
          title="语音播报新消息"
          hint="收到推送的通知时朗读标题"
          action={
            <Switch
              size="small"
              aria-label="语音播报新消息"
              checked={s.readAloud}
              onChange={(v) => updateSettings({ readAloud: v })}
            />
          }
        />
      </List>
    </Drawer>
  );
}
