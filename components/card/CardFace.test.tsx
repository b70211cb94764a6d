import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getCard } from '@/lib/cards';
import { CardFace } from './CardFace';
import { CardAbilityIcon } from './CardAbilityIcon';

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]));

describe('CardFace', () => {
  it('renders an SVG in millimetres with an accessible summary', () => {
    const html = renderToStaticMarkup(<CardFace card={getCard('gesticulateur-toxique')!} locale="fr" />);
    expect(html).toMatch(/^<svg[^>]*viewBox="0 0 56 87"/);
    expect(html).toContain('role="img"');
    const label = decode(/aria-label="([^"]*)"/.exec(html)![1]);
    expect(label).toBe(
      'Gesticulateur Toxique, Créature, Mana 4, Attaque X, Vie 3, capacités : Rage, Vulnérabilité, Sprint',
    );
    expect(titles(html)).toEqual(['Rage', 'Vulnérabilité', 'Sprint']);
    expect(html).toContain('>Gesticulateur Toxique</text>');
  });

  it('labels icons in English, marks Auras, and summarises an Incantation', () => {
    const vortex = renderToStaticMarkup(<CardFace card={getCard('vortex')!} locale="en" />);
    expect(titles(vortex)).toEqual(['Sprint (Aura)']);
    expect(vortex).toContain('data-part="aura-marker"');
    const meteor = renderToStaticMarkup(<CardFace card={getCard('meteorite')!} locale="en" />);
    expect(decode(/aria-label="([^"]*)"/.exec(meteor)![1])).toBe(
      'Meteorite, Incantation, Mana 5, Damage 4, abilities: Perforation. Deals 4 Damage to a Creature and to the one behind it.',
    );
    // The effect is drawn on the face, not only told to screen readers.
    expect(titles(meteor)).toContain('Deals 4 Damage to a Creature and to the one behind it.');
    expect(meteor).toContain('data-part="effect"');
    expect([...meteor.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]).join(' ')).toContain(
      'Deals 4 Damage to a Creature',
    );
  });

  it('keeps clip ids unique when several cards share a page', () => {
    const html = renderToStaticMarkup(
      <div>
        <CardFace card={getCard('brute')!} locale="en" />
        <CardFace card={getCard('baron')!} locale="en" />
      </div>,
    );
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of html.matchAll(/clip-path="url\(#([^)]+)\)"/g)) expect(ids).toContain(m[1]);
  });

  it('shows an uploaded picture as an image', () => {
    const picture = {
      dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      mime: 'image/png' as const,
      width: 800,
      height: 600,
      zoom: 1,
      offsetX: 0,
      offsetY: 0,
    };
    const html = renderToStaticMarkup(
      <CardFace card={{ ...getCard('brute')!, champion: true, picture }} locale="en" />,
    );
    expect(html).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(decode(/aria-label="([^"]*)"/.exec(html)![1])).toMatch(/^Brute, Champion,/);
  });
});

describe('CardAbilityIcon', () => {
  it('renders one icon with an accessible name in the locale', () => {
    const html = renderToStaticMarkup(<CardAbilityIcon ability="price-of-blood" locale="fr" size={24} />);
    expect(html).toContain('aria-label="Prix du sang"');
    expect(html).toContain('<title>Prix du sang</title>');
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html.match(/<path/g)).toHaveLength(1);
  });

  it('adds the Aura arrows and can be decorative', () => {
    const aura = renderToStaticMarkup(<CardAbilityIcon ability="rage" locale="en" aura />);
    expect(aura).toContain('aria-label="Rage (Aura)"');
    expect(aura.match(/<path/g)).toHaveLength(2);
    const plain = renderToStaticMarkup(<CardAbilityIcon ability="rage" locale="en" decorative />);
    expect(plain).toContain('aria-hidden="true"');
    expect(plain).not.toContain('<title>');
  });
});
