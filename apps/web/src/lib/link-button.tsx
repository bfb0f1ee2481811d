import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType' | 'target'> & {
  to: To;
  replace?: boolean;
};

/**
 * A link that looks like a button: one `<a class="ant-btn">`, never a `<button>` inside an `<a>` (invalid markup,
 * two tab stops, and screen readers announce it twice). A plain click moves inside the console without a reload;
 * middle-click and Ctrl/Cmd-click open a new tab as any link does.
 */
export function LinkButton({ to, replace, ...button }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...button}
      href={button.disabled ? undefined : href}
      onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
