import { type DictItem, dictRoutes } from '@xinmiao/shared';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { reportError } from '../../api/error-display.ts';
import { latestOnly } from './latest-only.ts';

/** Spec §9: the search-select waits 800 ms after the last keystroke and asks for 10 rows. */
export const SEARCH_SELECT_DEBOUNCE_MS = 800;
export const SEARCH_SELECT_PAGE_SIZE = 10;
/** Spec §8: the console error of a search control given no dictionary. */
export const SEARCH_SELECT_UNCONFIGURED = '搜索组件未配置字典项';

type Props = {
  /** A table dictionary (`sys_user,realname,username`). */
  dictCode: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
};

/** Select that searches a table dictionary on the server as the user types. */
export function SearchSelect({ dictCode, value, onChange, disabled }: Props) {
  const [items, setItems] = useState<DictItem[]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const configured = dictCode.trim() !== '';
  useEffect(() => {
    // A page-building mistake, not the user's: said once to the developer, and nothing is asked.
    if (!configured) console.error(SEARCH_SELECT_UNCONFIGURED);
  }, [configured]);
  const search = useMemo(
    () =>
      latestOnly((kw: string) =>
        api(dictRoutes.loadDict, {
          params: { dictCode },
          query: { keyword: kw, pageNo: 1, pageSize: SEARCH_SELECT_PAGE_SIZE },
        }),
      ),
    [dictCode],
  );

  // The chosen value's label: loadDictItem translates it when it is not among the search rows.
  const [valueText, setValueText] = useState<string | undefined>();
  useEffect(() => {
    if (!value || !configured) return setValueText(undefined);
    api(dictRoutes.loadDictItem, { params: { dictCode }, query: { key: value } })
      .then((texts) => setValueText(texts[0]))
      .catch(reportError);
  }, [configured, dictCode, value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    if (!text.trim() || !configured) return setItems([]);
    setLoading(true);
    timer.current = setTimeout(() => {
      search(text.trim())
        .then(({ stale, value: found }) => {
          if (stale) return;
          setItems(found);
          setLoading(false);
        })
        .catch((error: unknown) => {
          setLoading(false);
          reportError(error);
        });
    }, SEARCH_SELECT_DEBOUNCE_MS);
  };

  const options = items.map((item) => ({ value: item.value, label: item.text }));
  if (value && valueText && !options.some((o) => o.value === value))
    options.unshift({ value, label: valueText });

  return (
    <Select
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      placeholder="请输入搜索内容"
      value={value || undefined}
      disabled={disabled}
      options={options}
      onChange={(v: string | undefined) => onChange?.(v)}
      notFoundContent={
        loading ? <Spin size="small" /> : keyword.trim() ? '没有查询到任何数据' : '请输入搜索内容'
      }
    />
  );
}
