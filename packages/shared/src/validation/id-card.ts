import { isRealDay } from './calendar-date.ts';
import { Rules } from './rules.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/**
 * Spec §5 Chinese ID card (18 or 15 digits, 请输入正确的身份证号码), plus what the pattern lets
 * through: the birth date must exist and an 18-digit number's last character must be its
 * GB 11643 check digit. Same message for every failure.
 */
export function isChineseIdCard(value: string): boolean {
  if (!Rules.idCard.test(value)) return false;
  if (value.length === 15) {
    return isRealDay(
      1900 + Number(value.slice(6, 8)),
      Number(value.slice(8, 10)),
      Number(value.slice(10, 12)),
    );
  }
  const year = Number(value.slice(6, 10));
  if (year < 1800 || !isRealDay(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return CHECK[sum % 11] === value[17]?.toUpperCase();
}

export const ID_CARD_MESSAGE = Rules.idCard.message;
