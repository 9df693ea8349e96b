import { API_ROUTES } from './api-routes';
import { idParamSchema } from './common';
import { DEFAULT_MUSIC_STYLE, MUSIC_STYLES, musicStyleLabel } from './music';
import { DEFAULT_SET_TYPE, SET_TYPES } from './sets';

describe('constants for the UIs', () => {
  it('lists the set types with farm first and default', () => {
    expect(SET_TYPES).toEqual(['farm', 'apartment', 'taqueria', 'street', 'truck']);
    expect(DEFAULT_SET_TYPE).toBe('farm');
  });

  it('lists the music styles with labels, 80s rock first and default', () => {
    expect(MUSIC_STYLES.map((style) => style.label)).toEqual([
      '80s Rock',
      'Synthwave',
      'Ambient',
      'Cinematic',
      'Orchestral',
      'Electronic',
      'Jazz',
      'Classical',
    ]);
    expect(DEFAULT_MUSIC_STYLE).toBe(MUSIC_STYLES[0].value);
    expect(musicStyleLabel('synthwave')).toBe('Synthwave');
    expect(musicStyleLabel('polka')).toBe('polka');
  });
});

describe('API_ROUTES', () => {
  it('declares each method and path once', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every route whose only parameter is :id the id schema', () => {
    for (const route of API_ROUTES.filter((entry) => /:id(\/|$)/.test(entry.path) && entry.path.split(':').length === 2)) {
      expect(route.params).toBe(idParamSchema);
    }
  });
});
