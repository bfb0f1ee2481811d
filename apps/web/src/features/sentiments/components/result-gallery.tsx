import { Image } from 'antd';
import { useState } from 'react';
import type { SentimentAttachment } from '@console/shared/sentiment-types';
import { attachmentUrl } from './attachment-url';

// spec §9: image preview box height 320 px, max width 380 px
const BOX_HEIGHT = 320;
const BOX_MAX_WIDTH = 380;
const THUMB = 120;

/** spec §2 result view: the first image shown, '+N' for the rest; either opens the preview of them all */
export function ResultGallery({ images }: { images: SentimentAttachment[] }) {
  const [preview, setPreview] = useState<{ open: boolean; current: number }>({ open: false, current: 0 });
  if (images.length === 0) return null;
  const urls = images.map((image) => attachmentUrl(image.path));
  const open = (current: number) => setPreview({ open: true, current });
  const rest = images.length - 1;

  return (
    <div className="sentiment-gallery" data-testid="result-gallery">
      <Image.PreviewGroup
        items={urls}
        preview={{
          visible: preview.open,
          current: preview.current,
          onVisibleChange: (visible) => setPreview((state) => ({ ...state, open: visible })),
          onChange: (current) => setPreview((state) => ({ ...state, current })),
        }}
      />
      <img
        src={urls[0]}
        alt={images[0].name}
        role="button"
        tabIndex={0}
        onClick={() => open(0)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') open(0);
        }}
        style={{
          height: BOX_HEIGHT,
          maxWidth: BOX_MAX_WIDTH,
          objectFit: 'cover',
          borderRadius: 8,
          cursor: 'zoom-in',
          display: 'block',
        }}
        data-testid="result-gallery-first"
      />
      {rest > 0 && (
        <div
          className="sentiment-gallery__more"
          role="button"
          tabIndex={0}
          aria-label={`Xem thêm ${rest} ảnh`}
          onClick={() => open(1)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') open(1);
          }}
          data-testid="result-gallery-more"
        >
          <img
            src={urls[1]}
            alt={images[1].name}
            width={THUMB}
            height={THUMB}
            style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }}
          />
          <span className="sentiment-gallery__more-count">+{rest}</span>
        </div>
      )}
    </div>
  );
}
