import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigator } from './document-router.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the landing page's navigator", () => {
  it('loads another path as a new document, for the app to serve', () => {
    window.history.replaceState(null, '', '/islamic');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const addresses: string[] = [];
    const beforeLeaving = vi.fn();
    const navigator = documentNavigator((address) => addresses.push(address), beforeLeaving);

    navigator.push({ pathname: '/islamic/simulator', search: '?lang=ms' });
    navigator.replace('/home');

    expect(assign).toHaveBeenCalledWith('http://localhost:3000/islamic/simulator?lang=ms');
    expect(replace).toHaveBeenCalledWith('http://localhost:3000/home');
    expect(addresses).toEqual([]);
    expect(beforeLeaving).toHaveBeenCalledTimes(2);
  });

  it('keeps a change of the query on the same path in the page, as a history entry', () => {
    window.history.replaceState(null, '', '/?lang=en');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const addresses: string[] = [];
    const beforeLeaving = vi.fn();
    const navigator = documentNavigator((address) => addresses.push(address), beforeLeaving);
    const entries = window.history.length;

    navigator.replace({ pathname: '/', search: '?lang=ms' });
    navigator.push('?lang=en#main');

    expect(assign).not.toHaveBeenCalled();
    expect(beforeLeaving).not.toHaveBeenCalled();
    expect(addresses).toEqual(['/?lang=ms', '/?lang=en#main']);
    expect(window.location.search).toBe('?lang=en');
    expect(window.history.length).toBe(entries + 1);
    expect(navigator.createHref({ pathname: '/faq', search: '?lang=ms' })).toBe('/faq?lang=ms');
  });
});
