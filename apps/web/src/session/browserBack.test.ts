import { describe, expect, it } from 'vitest';
import { listenBeforeRouter, onBrowserBack } from './browserBack.ts';

describe('browser Back, heard before the router', () => {
  it('tells the handler the new path, and nobody once it stops', () => {
    const target = Object.assign(new EventTarget(), {
      location: { pathname: '/dashboard/designs' },
    });
    listenBeforeRouter(target as unknown as Window);
    const heard: string[] = [];
    onBrowserBack((path) => heard.push(path));
    target.dispatchEvent(new Event('popstate'));
    onBrowserBack(null);
    target.dispatchEvent(new Event('popstate'));
    expect(heard).toEqual(['/dashboard/designs']);
  });
});
