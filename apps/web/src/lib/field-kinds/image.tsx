import { Image } from 'antd';
import { DEFAULT_IMAGE, imageSrc } from '../files/image-src';
import { ImageInput, PREVIEW_STYLE } from './image-input';
import type { WebKind } from './web-kind';

export const image: WebKind = {
  control: () => <ImageInput />,
  cell: (_field, key, row) => (
    <img
      src={imageSrc(row[key], 'thumb')}
      alt=""
      width={56}
      height={40}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4 }}
      // a picture gone from storage (or never uploaded: a demo row) shows the default image, not a broken icon
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_IMAGE)) event.currentTarget.src = DEFAULT_IMAGE;
      }}
    />
  ),
  detail: (_field, key, row) => (
    // the preview box shows the 960 px copy; opening it shows the picture itself
    <Image
      src={imageSrc(row[key], 'list')}
      alt=""
      style={PREVIEW_STYLE}
      // the wrapper takes the picture's 380 px otherwise, wider than a phone's detail card
      wrapperStyle={{ maxWidth: '100%' }}
      fallback={DEFAULT_IMAGE}
      preview={row[key] ? { src: imageSrc(row[key]) } : false}
    />
  ),
};
