const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '2 ngày 3 giờ', '5 giờ', '45 phút': the two largest units, minutes only under an hour */
function duration(seconds: number): string {
  const days = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / HOUR);
  if (days > 0) return hours > 0 ? `${days} ngày ${hours} giờ` : `${days} ngày`;
  if (hours > 0) return `${hours} giờ`;
  return `${Math.max(1, Math.floor(seconds / MINUTE))} phút`;
}

/** 'Còn 2 ngày 3 giờ' before the deadline, 'Quá hạn 5 giờ' after; '' without a deadline or once finished */
export function timeLeftText(secondsLeft: number | null | undefined): string {
  if (secondsLeft === null || secondsLeft === undefined) return '';
  return secondsLeft >= 0 ? `Còn ${duration(secondsLeft)}` : `Quá hạn ${duration(-secondsLeft)}`;
}

export const isPastDeadline = (secondsLeft: number | null | undefined) =>
  typeof secondsLeft === 'number' && secondsLeft < 0;
