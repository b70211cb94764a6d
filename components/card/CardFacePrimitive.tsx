import type { FacePrimitive, FontKey } from '@/lib/print/face/types';
import { pictureUrl } from '@/lib/print/face/pictureUrl';

const FONT_STYLE: Record<FontKey, { fontFamily: string; fontWeight: number }> = {
  'display-700': { fontFamily: 'var(--font-cinzel, Cinzel), Georgia, serif', fontWeight: 700 },
  'body-600': { fontFamily: 'var(--font-inter, Inter), system-ui, sans-serif', fontWeight: 600 },
  'body-700': { fontFamily: 'var(--font-inter, Inter), system-ui, sans-serif', fontWeight: 700 },
};

const ANCHOR = { start: 'start', middle: 'middle', end: 'end' } as const;

/** Draws one layout primitive (recursively for groups) as SVG; `uid` keeps clip ids unique on the page. */
export function CardFacePrimitive({ primitive: p, uid }: { primitive: FacePrimitive; uid: string }) {
  switch (p.kind) {
    case 'path':
      return (
        <path
          d={p.d}
          fill={p.fill ?? 'none'}
          fillOpacity={p.fillOpacity}
          fillRule={p.fillRule}
          stroke={p.stroke}
          strokeWidth={p.strokeWidth}
          strokeOpacity={p.strokeOpacity}
        />
      );
    case 'rect':
      return (
        <rect
          x={p.x}
          y={p.y}
          width={p.width}
          height={p.height}
          rx={p.radius}
          fill={p.fill ?? 'none'}
          fillOpacity={p.fillOpacity}
          stroke={p.stroke}
          strokeWidth={p.strokeWidth}
          strokeOpacity={p.strokeOpacity}
        />
      );
    case 'text':
      return (
        <text
          x={p.x}
          y={p.y}
          fontSize={p.size}
          style={FONT_STYLE[p.font]}
          textAnchor={ANCHOR[p.anchor]}
          fill={p.fill}
          fillOpacity={p.fillOpacity}
          textLength={Math.round(p.width * p.scaleX * 100) / 100}
          lengthAdjust="spacingAndGlyphs"
          aria-hidden="true"
        >
          {p.text}
        </text>
      );
    case 'image':
      return (
        <image
          href={pictureUrl(p.picture)}
          x={p.x}
          y={p.y}
          width={p.width}
          height={p.height}
          preserveAspectRatio="none"
        />
      );
    case 'group': {
      const clipId = p.clip ? `${uid}-clip` : undefined;
      const transform = p.transform
        ? `translate(${p.transform.x} ${p.transform.y}) scale(${p.transform.scale})`
        : undefined;
      return (
        <g transform={transform} clipPath={clipId ? `url(#${clipId})` : undefined} data-part={p.id}>
          {p.title ? <title>{p.title}</title> : null}
          {clipId ? (
            <clipPath id={clipId}>
              <path d={p.clip} />
            </clipPath>
          ) : null}
          {p.children.map((child, i) => (
            <CardFacePrimitive key={i} primitive={child} uid={`${uid}-${i}`} />
          ))}
        </g>
      );
    }
  }
}
