import { renderHook } from '@testing-library/react';
import { readSidebarExpanded, SIDEBAR_COOKIE_MAX_AGE, useIsMobile, writeSidebarExpanded } from './sidebar-state';

const clearCookie = () => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
};

afterEach(clearCookie);

describe('the sidebar state cookie', () => {
  it('reads as expanded when there is no cookie', () => {
    expect(readSidebarExpanded('')).toBe(true);
    expect(readSidebarExpanded('theme=dark')).toBe(true);
  });

  it('reads as collapsed only when the cookie says false', () => {
    expect(readSidebarExpanded('sidebar_state=false')).toBe(false);
    expect(readSidebarExpanded('theme=dark; sidebar_state=false; lang=en')).toBe(false);
    expect(readSidebarExpanded('theme=dark; sidebar_state=true')).toBe(true);
  });

  it('ignores another cookie whose name merely ends the same way', () => {
    expect(readSidebarExpanded('old_sidebar_state=false')).toBe(true);
  });

  it('is written for the whole site for seven days, and read back', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    writeSidebarExpanded(false);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(setter).toHaveBeenCalledWith('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    setter.mockRestore();
    expect(readSidebarExpanded()).toBe(false);
    writeSidebarExpanded(true);
    expect(readSidebarExpanded()).toBe(true);
  });
});

describe('useIsMobile', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('is false on a laptop-wide window', () => {
    window.innerWidth = 1280;
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('is true below 768 px, and false at 768 px exactly', () => {
    window.innerWidth = 767;
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    window.innerWidth = 768;
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});
