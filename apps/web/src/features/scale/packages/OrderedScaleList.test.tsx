import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { OrderedScaleList } from './OrderedScaleList.tsx';
import { type ScaleListRow, scaleListReducer } from './scale-list.ts';

const start: ScaleListRow[] = [
  { scaleCode: 'SCL90', scaleName: 'SCL-90', alias: '', studentCanViewReport: false },
  { scaleCode: 'PHQ9', scaleName: 'PHQ-9', alias: '', studentCanViewReport: false },
];

function Harness({ onRows }: { onRows: (rows: ScaleListRow[]) => void }) {
  const [rows, dispatch] = useReducer(scaleListReducer, start);
  onRows(rows);
  return (
    <AppConfigProvider primaryColor="#1890FF">
      <OrderedScaleList rows={rows} options={[]} dispatch={dispatch} />
    </AppConfigProvider>
  );
}

afterEach(cleanup);

describe('OrderedScaleList', () => {
  it('reorders, names and switches rows through its buttons', () => {
    let rows: ScaleListRow[] = [];
    render(<Harness onRows={(r) => (rows = r)} />);
    expect((screen.getByLabelText('上移 SCL-90') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('下移 PHQ-9') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('上移 PHQ-9'));
    expect(rows.map((r) => r.scaleCode)).toEqual(['PHQ9', 'SCL90']);
    fireEvent.change(screen.getByLabelText('PHQ-9 别名'), { target: { value: '情绪问卷' } });
    fireEvent.click(screen.getByLabelText('PHQ-9 学生可查看报告'));
    expect(rows[0]).toMatchObject({ alias: '情绪问卷', studentCanViewReport: true });
    fireEvent.click(screen.getByLabelText('移除 SCL-90'));
    expect(rows.map((r) => r.scaleCode)).toEqual(['PHQ9']);
  });
});
