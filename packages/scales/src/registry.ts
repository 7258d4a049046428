import { ScaleInputError } from './errors.ts';
import type { Scale, ScaleVersion, ScaleVersionEntry } from './model.ts';
import { CZPC } from './scales/czpc.ts';
import { GAD7 } from './scales/gad7.ts';
import { MHT } from './scales/mht.ts';
import { PHQ9 } from './scales/phq9.ts';
import { RIASEC } from './scales/riasec.ts';
import { SAS } from './scales/sas.ts';
import { SCL90 } from './scales/scl90.ts';
import { SDS } from './scales/sds.ts';
import { TYPE16 } from './scales/type16.ts';
import { UPI } from './scales/upi.ts';

export const BUILT_IN_SCALES: readonly Scale[] = [
  SCL90,
  SDS,
  SAS,
  MHT,
  UPI,
  PHQ9,
  GAD7,
  TYPE16,
  RIASEC,
  CZPC,
];

const byCode = new Map(BUILT_IN_SCALES.map((s) => [s.code, s]));

export function listScales(): readonly Scale[] {
  return BUILT_IN_SCALES;
}

export function getScale(code: string): Scale {
  const scale = byCode.get(code);
  if (!scale) {
    throw new ScaleInputError(
      'UNKNOWN_SCALE',
      `未知量表：${String(code)}（可用：${BUILT_IN_SCALES.map((s) => s.code).join(', ')}）`,
    );
  }
  return scale;
}

export function getVersion(scale: Scale, version?: string): ScaleVersionEntry {
  const wanted = version ?? scale.currentVersion;
  const entry = scale.versions.find((v) => v.version === wanted);
  if (!entry) {
    throw new ScaleInputError(
      'UNKNOWN_VERSION',
      `${scale.code} 没有版本 ${wanted}（可用：${scale.versions.map((v) => v.version).join(', ')}）`,
    );
  }
  return entry;
}

/** The fully built version (items, rules, bands) for the given settings; use it to render a sheet. */
export function resolveScaleVersion(
  scale: string | Scale,
  version?: string,
  settings?: unknown,
): ScaleVersion {
  const s = typeof scale === 'string' ? getScale(scale) : scale;
  return getVersion(s, version).resolve(settings);
}
