import { Input, Modal } from 'antd';

/** a small dialog asking for a URL; resolves null when cancelled, keeps asking while the value is invalid */
export function askForUrl(title: string, label: string, isValid: (value: string) => boolean, invalidMessage: string) {
  return new Promise<string | null>((resolve) => {
    let value = '';
    const modal = Modal.confirm({
      title,
      icon: null,
      okText: 'Đồng ý!',
      cancelText: 'Không đồng ý!',
      content: (
        <Input
          autoFocus
          aria-label={label}
          placeholder={label}
          onChange={(event) => {
            value = event.target.value.trim();
          }}
        />
      ),
      onOk: () => {
        if (!isValid(value)) {
          modal.update({ title: `${title} — ${invalidMessage}` });
          return Promise.reject(new Error(invalidMessage));
        }
        resolve(value);
        return undefined;
      },
      onCancel: () => resolve(null),
    });
  });
}
