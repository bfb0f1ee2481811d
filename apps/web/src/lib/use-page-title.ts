import { useEffect } from 'react';

export const PRODUCT_NAME = 'Nền tảng số xã/phường';
export const PRODUCT_TITLE = `${PRODUCT_NAME} — Trang quản trị`;

export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_TITLE;
  }, [title]);
}
